/** 概率怎么算: the method in plain words, folded until asked for. */
export function MethodExplainer() {
  return (
    <details className="zy-rec-method" data-testid="rec-method-explainer">
      <summary>概率怎么算</summary>
      <ol>
        <li>
          <strong>位次按考生人数折算。</strong>
          每个志愿单位往年的最低录取位次，按“今年考生人数 ÷ 当年考生人数”折算到今年，再与你的位次比较；没有公布位次的，用当年一分一段表由最低分换算。
        </li>
        <li>
          <strong>近年权重更高。</strong>
          越近的年份越能反映今年的情况，预测时权重越大；招生计划的增减也会计入。
        </li>
        <li>
          <strong>波动从各省往年的误差中学习。</strong>
          用往年数据预测下一年、再与实际结果对照，得出预测的误差有多大，由此给出录取概率和“80%区间”（实际投档位次大约八成落在其中）。
        </li>
        <li>
          <strong>回测公开。</strong>
          用同样的方法只看之前的年份去“预测”已经发生的一年，再核对标为冲、稳、保的志愿实际被录取的比例，结果就是页面上的回测数据。选过去的年份推荐时，每个志愿还会列出当年的实际结果。
        </li>
      </ol>
      <p className="zy-muted zy-small">
        录取概率是按往年数据的估计，不是保证：今年的招生计划、报考人数和专业组设置都会变化。填报前请核对当年的招生计划和招生章程。
      </p>
    </details>
  );
}

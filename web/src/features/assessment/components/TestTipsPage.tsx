import { Link } from 'react-router';
import { Header, Segment } from 'semantic-ui-react';
import { BANKS } from '../lib/banks';
import '../assessment.css';

/** /test-tips (测评说明): what each test measures, where its items come from, who sees a result, the limits. */
export default function TestTipsPage() {
  return (
    <div className="zy-container zy-test-page zy-test-tips" data-testid="test-tips-page">
      <Header as="h1" size="medium">
        测评说明
      </Header>
      <Segment>
        <h2>每个测评测什么</h2>
        <dl>
          <dt>
            <Link to={BANKS.holland.intro}>霍兰德职业兴趣测评</Link>（60 题）
          </dt>
          <dd>
            测你对六类活动的兴趣：现实型（R）、研究型（I）、艺术型（A）、社会型（S）、企业型（E）、常规型（C）。结果是三个字母的兴趣代码（如 RIA），并按兴趣剖面推荐可以了解的专业和职业。兴趣不是能力，也不决定你能学什么。
          </dd>
          <dt>
            <Link to={BANKS.bigfive.intro}>大五人格测评</Link>（50 题）
          </dt>
          <dd>测你平时的行为倾向在五个维度上的位置：外向性、宜人性、尽责性、情绪稳定性、开放性。人格没有好坏之分，结果不用于任何诊断。</dd>
          <dt>
            <Link to={BANKS.type16.intro}>16型性格倾向测评</Link>（40 题）
          </dt>
          <dd>
            由大五人格中的外向性、开放性、宜人性、尽责性四个量表换算出四个维度的倾向（E/I、S/N、T/F、J/P），组成一个 16 型性格倾向（如 INTJ 倾向），并给出每个维度的清晰度。它是倾向，不是定论。
          </dd>
          <dt>
            <Link to={BANKS.subjects.intro}>新高考选科测评</Link>（30 题）
          </dt>
          <dd data-testid="tips-subjects">
            问你对六门选考科目的成绩、能力和兴趣的自评，再结合你所在省份最新招生计划的选科要求，给本省的每种选科组合打分排序：自评占 50%，你感兴趣的专业类中可报的比例占 30%，全部专业中可报的比例占 20%。详见<Link to={BANKS.subjects.tips}>选科测评说明</Link>。
          </dd>
          <dt>
            <Link to={BANKS.allround.intro}>综合测评</Link>（112 题）
          </dt>
          <dd data-testid="tips-allround">
            一次做完兴趣、性格、能力、价值观四部分，每部分的选项不同。结果给出各部分的得分和解读、据兴趣推荐的专业和职业，以及由能力自评推断的选科参考（只是粗略参考，选科组合请以选科测评为准）。
          </dd>
          <dt>
            <Link to={BANKS.path.intro}>升学路径测评</Link>（21 题）
          </dt>
          <dd data-testid="tips-path">
            21 道选择题，问你的户籍、学校、成绩、特长和意愿，按规则列出普通批之外值得你了解的升学路径（强基计划、综合评价、专项计划、中外合作、艺体类、提前批等），每条都写明依据你的哪些回答和需要核实的条件。结果不代表你符合报名条件，以本省和高校当年公布的文件为准。
          </dd>
        </dl>

        <h2>题目从哪里来</h2>
        <ul>
          <li>霍兰德职业兴趣测评的 60 道题由本站编写，没有使用 O*NET Interest Profiler 等其他量表的题目。</li>
          <li>大五人格测评使用 IPIP（国际人格题库）50 题大五人格标记量表（Goldberg, 1992），属于公有领域，本站翻译改写。</li>
          <li>16型性格倾向测评使用 IPIP 100 题大五人格标记量表中的 40 题（公有领域），本站翻译改写。</li>
          <li>
            16型性格倾向测评<b>不是</b> MBTI® 测验，与 The Myers-Briggs Company 无关；MBTI 是 The Myers-Briggs Company 的注册商标。
          </li>
          <li>新高考选科测评、升学路径测评的题目，以及综合测评中能力和价值观部分的题目由本站编写；综合测评的兴趣部分取自本站霍兰德题库（每型 5 题），性格部分为 Mini-IPIP 20 题（Donnellan 等，2006，公有领域）。</li>
          <li>专业和职业推荐用到的兴趣剖面来自 O*NET 职业数据库；由人格推兴趣时依据 Barrick、Mount 与 Gupta（2003）的元分析，结果页会写明推荐方法。</li>
        </ul>

        <h2>谁能看到我的结果</h2>
        <p>测评结果只有你自己能看到：别人打开你的结果链接，只会看到“测评结果不存在或不属于你”。提交测评需要登录；作答过程中的答案只保存在你自己的浏览器里，提交成功后即清除。</p>

        <h2>重新测评</h2>
        <p>
          每个测评都可以重新做，每次的结果都会保留，可在<Link to="/test-list">我的测评</Link>中查看。“大家的测评”等汇总统计中，每人每个测评只计最近一次结果。同一测评一天（24 小时）内最多提交 10 次。
        </p>
        <p>题库更新后，旧版本下保存的作答会被清除，需要重新作答；按旧版本计分的结果仍然保留，并会注明。</p>

        <h2>大家的测评</h2>
        <p>
          <Link to="/test-stats">大家的测评</Link>
          汇总所有考生最近一次的测评结果，可按省份、高考年份和性别筛选。为保护个人隐私，少于 10 人的格子不单独显示，合并为“其他（合并）”；筛选后总人数不足 10 人时，整个统计不予显示。
        </p>
        <p>结果页的百分位（你在本省考生中的位置；没有填写高考省份时与全国考生比较）要等至少 100 人完成同一测评后才会显示，在此之前只显示原始分。</p>
      </Segment>
    </div>
  );
}

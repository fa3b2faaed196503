import { Link } from 'react-router';
import { bandsText } from '@/features/recommend/lib/format';
import type { Bands } from '@/features/recommend/types';

/** Where the estimates come from: the calibrated model of 志愿推荐, and the published backtest. */
export function EstimateNote({ bands }: { bands: Bands | null }) {
  return (
    <div className="zy-career-estimate-note zy-small" data-testid="career-estimate-note">
      <p>
        这里的录取概率与<Link to="/recommend-start">志愿推荐</Link>、志愿表使用同一个经过校准的模型，按你在个人中心填写的成绩和位次计算。它是依据往年录取数据的估计，不是录取保证；填报前请核对当年的招生计划和招生章程。
      </p>
      <p>
        模型的回测结果公开：用更早年份的数据去“预测”已经发生的年份，再核对标为冲、稳、保的志愿实际被录取的比例。做法和结论见
        <Link to="/newsdetail?id=news-backtest">回测怎么看</Link>，各省每年的明细可在志愿推荐结果页的“回测明细”中查看。
      </p>
      {bands ? <p className="zy-muted">{bandsText(bands)}</p> : null}
    </div>
  );
}

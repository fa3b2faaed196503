import { actualVerdict, num } from '../lib/format';
import type { RecommendItem, Source } from '../types';
import { EvidenceTable } from './EvidenceTable';

/** 依据: the years behind the probability, the exam year's actual result, and the server's notes. */
export function EvidencePanel({ item, rank, sources, id }: { item: RecommendItem; rank: number; sources: Map<string, Source>; id: string }) {
  const years = item.Years ?? [];
  const used = item.YearsUsed ?? [];
  return (
    <div className="zy-rec-evidence" id={id} data-testid="rec-evidence">
      {used.length ? <p className="zy-small">预测用了 {used.map((y) => `${y}年`).join('、')} 的录取数据（越近的年份权重越高）。折算位次：往年位次按今年考生人数折算后的位次；等位分：今年同一位次的分数。</p> : null}
      {years.length || item.Actual ? <EvidenceTable years={years} actual={item.Actual} sources={sources} /> : <p className="zy-muted">此前各年没有该志愿的录取数据。</p>}
      {item.Actual ? (
        <p className="zy-small" data-testid="rec-actual">
          {item.Actual.Year}年实际最低位次 {num(item.Actual.Rank)}，{actualVerdict(item.Actual, rank)}。
        </p>
      ) : null}
      {item.Reason ? (
        <p className="zy-small" data-testid="rec-reason">
          没有概率的原因：{item.Reason}
        </p>
      ) : null}
      {item.HistoryNote ? (
        <p className="zy-small zy-rec-warn" data-testid="rec-history-note">
          {item.HistoryNote}
        </p>
      ) : null}
      {item.RequirementNote ? (
        <p className="zy-small zy-rec-warn" data-testid="rec-requirement-note">
          {item.RequirementNote}
        </p>
      ) : null}
    </div>
  );
}

import { EvidenceTable } from '@/features/recommend/components/EvidenceTable';
import { PredictedCut } from '@/features/recommend/components/PredictedCut';
import { ProbabilityBadge } from '@/features/recommend/components/ProbabilityBadge';
import type { RecommendItem, Source } from '@/features/recommend/types';

/** What the unit is: 专业组 215组 / a major (its group) / the college as a whole. */
function unitName(u: RecommendItem): string {
  if (u.Level === 'major') return `${u.MajorName}${u.GroupCode ? `（${u.GroupCode}组）` : ''}`;
  if (u.Level === 'group') return `${u.GroupCode}组`;
  return '院校整体';
}

/** One unit of a target: batch, level and major, the estimate with its 冲/稳/保 label, the predicted cut-off and the years behind it. */
export function TargetUnitRow({ unit, sources }: { unit: RecommendItem; sources: Map<string, Source> }) {
  const years = unit.Years ?? [];
  return (
    <li className="zy-career-unit" data-testid="career-unit" data-label={unit.Label || '无'}>
      <div className="zy-career-unit-main">
        <div>
          <strong data-testid="career-unit-name">{unitName(unit)}</strong>
          <p className="zy-muted zy-small">{[unit.Batch, unit.LevelName, unit.Track].filter(Boolean).join(' · ')}</p>
        </div>
        <ProbabilityBadge probability={unit.Probability} label={unit.Label} testId="career-unit-probability" />
      </div>
      <p className="zy-small">
        预测投档位次：<PredictedCut predicted={unit.Predicted} />
      </p>
      {unit.Reason ? (
        <p className="zy-small zy-muted" data-testid="career-unit-reason">
          没有概率的原因：{unit.Reason}
        </p>
      ) : null}
      {years.length ? (
        <details className="zy-career-years">
          <summary>历年录取（{years.length} 年）</summary>
          <EvidenceTable years={years} actual={unit.Actual} sources={sources} testId="career-unit-years" />
        </details>
      ) : (
        <p className="zy-small zy-muted">此前各年没有该志愿单位的录取数据。</p>
      )}
    </li>
  );
}

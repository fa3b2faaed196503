import { RankCell } from '@/features/admission/components/enroll/RankCell';
import { NOT_PUBLISHED, scoreText } from '@/features/admission/components/enroll/figures';
import { lineSpreadText, lineUnitText, otherTracksText, ruleText, type PlanSummary, type TrackLines, type YearLine } from '../lib/compare-admission';

/** Where the compare page reads lines and plans: the visitor's province and track. */
export interface CompareWhere {
  provinceName: string;
  track: string;
}

function LineFigures({ line, testId }: { line: YearLine; testId: string }) {
  const r = line.lowest;
  const score = scoreText(r);
  const place = [`${line.year}年`, line.batch, lineUnitText(line)].filter(Boolean).join(' · ');
  const spread = lineSpreadText(line);
  return (
    <div className="zy-compare-line" data-testid={testId} data-year={line.year} data-level={line.level}>
      <div>
        <span className="zy-compare-figure" data-testid={`${testId}-score`}>
          {score === NOT_PUBLISHED ? <span className="zy-unpublished">分数未公布</span> : `${score}分`}
        </span>
        <span className="zy-compare-rank">
          位次 <RankCell row={r} testId={`${testId}-rank`} />
        </span>
      </div>
      <div className="zy-muted zy-small" data-testid={`${testId}-where`}>
        {place}
      </div>
      {spread ? <div className="zy-muted zy-small">{spread}</div> : null}
    </div>
  );
}

/** The newest (or the year before's) lowest line of a college in the track, or a plain "none". */
export function LineCell({ lines, which, where, testId }: { lines: TrackLines; which: 'latest' | 'previous'; where: CompareWhere; testId: string }) {
  const line = lines[which];
  if (line) return <LineFigures line={line} testId={testId} />;
  if (which === 'latest') {
    const others = otherTracksText(lines.others);
    return (
      <div data-testid={`${testId}-none`}>
        暂无该校在{where.provinceName}
        {where.track}的录取分数线
        {others ? <div className="zy-muted zy-small">该校在{where.provinceName}的分数线只有：{others}</div> : null}
      </div>
    );
  }
  if (!lines.latest) return <span className="zy-muted">—</span>;
  const older = otherTracksText(lines.others.filter((o) => o.year < lines.latest!.year));
  return (
    <div data-testid={`${testId}-none`}>
      <span className="zy-muted">暂无更早一年的{where.track}录取分数线</span>
      {older ? <div className="zy-muted zy-small">（{older}，科类不同，不作比较）</div> : null}
    </div>
  );
}

/** The newest plan year's students and majors of the college in the track. */
export function PlanCell({ plan, where, testId }: { plan: PlanSummary | null; where: CompareWhere; testId: string }) {
  if (!plan) return <div data-testid={`${testId}-none`}>暂无该校在{where.provinceName}的招生计划</div>;
  if (!plan.rows.length) {
    return (
      <div data-testid={`${testId}-none`}>
        {plan.year}年暂无{where.track}招生计划
        {plan.otherTracks.length ? <div className="zy-muted zy-small">该年只招{plan.otherTracks.join('、')}</div> : null}
      </div>
    );
  }
  return (
    <div data-testid={testId} data-year={plan.year}>
      <span className="zy-compare-figure" data-testid={`${testId}-total`}>
        {plan.total}人
      </span>
      <div className="zy-muted zy-small">
        {plan.year}年 · {plan.majors} 个专业
        {plan.unknown ? `（其中 ${plan.unknown} 个未公布人数）` : ''}
      </div>
    </div>
  );
}

/** The subject requirements of the newest plans in the track, the most frequent first. */
export function RulesCell({ plan, where, testId }: { plan: PlanSummary | null; where: CompareWhere; testId: string }) {
  if (!plan?.rows.length) return <span className="zy-muted">—</span>;
  if (/^(文科|理科)$/.test(where.track) && plan.rules.every(([rule]) => !rule)) {
    return <span className="zy-muted" data-testid={testId}>文理分科，不设选科要求</span>;
  }
  return (
    <ul className="zy-compare-rules" data-testid={testId}>
      {plan.rules.map(([rule, n]) => (
        <li key={rule} data-rule={rule}>
          {ruleText(rule, where.track)} <span className="zy-muted zy-small">{n} 个专业</span>
        </li>
      ))}
    </ul>
  );
}

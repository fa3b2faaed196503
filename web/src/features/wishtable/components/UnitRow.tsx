import { Link } from 'react-router';
import { lastYearText, planText, predictedText } from '../lib/format';
import { levelTitle, unitRowId } from '../lib/checks';
import { ChanceBadge } from './ChanceBadge';
import { EvidenceNotes } from './EvidenceNotes';
import { UnitActions } from './UnitActions';
import type { UnitRowProps } from './unit-row-props';

export type { UnitRowProps } from './unit-row-props';

/** One unit: its place, what it is, its chance with 冲/稳/保, plan, last year's rank, its checks and actions. */
export function UnitRow(p: UnitRowProps) {
  const u = p.unit;
  const majors = u.Majors ?? [];
  const unitName = u.Level === 'major' ? u.MajorName : u.Level === 'group' && u.GroupCode ? `专业组 ${u.GroupCode}` : '';
  const facts = [u.SchoolCode || u.CollegeCode ? `院校代号 ${u.SchoolCode || u.CollegeCode}` : '', `计划 ${planText(u.Plan)}`, u.Requirement ? `选科 ${u.Requirement}` : ''].filter(Boolean);
  return (
    <li
      ref={p.rowRef}
      style={p.style}
      id={unitRowId(p.position)}
      tabIndex={-1}
      className={`zy-wish-unit${p.dragging ? ' is-dragging' : ''}`}
      data-testid="wish-unit"
      data-key={u.Key}
      data-position={p.position}
    >
      <div className="zy-wish-unit-main">
        {p.handle}
        <span className="zy-wish-unit-index" data-testid="wish-unit-index" aria-label={`第${p.position}志愿`}>
          {p.position}
        </span>
        <div className="zy-wish-unit-body">
          <h3 className="zy-wish-unit-title" data-testid="wish-unit-title">
            {u.CollegeCode ? <Link to={`/university-detail?id=${u.CollegeCode}`}>{u.CollegeName}</Link> : u.CollegeName}
            {unitName ? <span className="zy-wish-unit-sub">{unitName}</span> : null}
            {u.Special ? <span className="zy-wish-tag">{u.Special}</span> : null}
          </h3>
          <p className="zy-muted zy-small">
            {facts.join(' · ')}
            <br />
            去年最低位次：<span data-testid="wish-unit-last">{lastYearText(u)}</span>
            {u.Predicted ? ` · ${predictedText(u.Predicted)}` : ''}
            <EvidenceNotes evidence={u.Evidence} />
          </p>
          {u.Level !== 'major' ? (
            <p className="zy-small" data-testid="wish-unit-majors-text">
              专业：{majors.length ? majors.map((m, i) => `${i + 1}.${m.Name}`).join(' ') : '未选择'} · {u.Adjust ? '服从调剂' : '不服从调剂'}
            </p>
          ) : null}
          {u.Note ? (
            <p className="zy-small zy-wish-unit-note" data-testid="wish-unit-note-text">
              备注：{u.Note}
            </p>
          ) : null}
          {!u.Found ? <p className="zy-small zy-muted">{u.Reason || '暂无该志愿的录取数据'}</p> : null}
          {p.checks.length ? (
            <ul className="zy-wish-unit-checks" data-testid="wish-unit-checks">
              {p.checks.map((c, i) => (
                <li key={i} className={`zy-wish-check-${c.Level}`}>
                  {levelTitle(c.Level)}：{c.Message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <ChanceBadge probability={u.Probability} label={u.Label} />
      </div>
      {p.canComment ? <UnitActions {...p} /> : null}
    </li>
  );
}

import { groupChecks, unitRowId } from '../lib/checks';
import type { Check } from '../types';

/** Brings a unit's row into view and gives it focus (a check links to its unit). */
function showUnit(index: number) {
  const row = document.getElementById(unitRowId(index));
  if (!row) return;
  row.scrollIntoView({ behavior: 'smooth', block: 'center' });
  row.focus({ preventScroll: true });
}

/** The table's checks by level (错误, 提醒, 说明); each unit's check links to its row. */
export function ChecksPanel({ checks, linked = true }: { checks: Check[] | null; linked?: boolean }) {
  const groups = groupChecks(checks);
  return (
    <section className="zy-wish-panel" aria-labelledby="wish-checks-title" data-testid="wish-checks">
      <h2 id="wish-checks-title">志愿检查</h2>
      {!groups.length ? <p className="zy-muted" data-testid="wish-checks-none">没有发现问题。</p> : null}
      {groups.map((g) => (
        <div key={g.level} className={`zy-wish-check-group zy-wish-check-${g.level}`} data-testid={`wish-checks-${g.level}`}>
          <h3>
            {g.title}（{g.checks.length}）
          </h3>
          <ul>
            {g.checks.map((c, i) => (
              <li key={`${c.Kind}-${c.Index}-${i}`} data-testid="wish-check" data-kind={c.Kind}>
                {c.Index > 0 && !linked ? <span className="zy-wish-check-scope">第{c.Index}位</span> : null}
                {c.Index > 0 && linked ? (
                  <button type="button" className="zy-wish-link" onClick={() => showUnit(c.Index)} data-testid="wish-check-link">
                    第{c.Index}位
                  </button>
                ) : null}
                {c.Index === 0 ? <span className="zy-wish-check-scope">整表</span> : null}
                <span className="zy-wish-check-kind">{c.Kind}</span>
                <span>{c.Message}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

import { unitTitle } from '../lib/format';
import type { Diff, Unit } from '../types';

function UnitColumn({ title, units, marked, testId }: { title: string; units: Unit[]; marked: Set<string>; testId: string }) {
  return (
    <div className="zy-wish-diff-col" data-testid={testId}>
      <h4>{title}</h4>
      {units.length ? (
        <ol>
          {units.map((u) => (
            <li key={u.Key} className={marked.has(u.Key) ? 'is-changed' : ''}>
              {unitTitle(u)}
              {u.Majors?.length ? <span className="zy-muted zy-small">（{u.Majors.map((m) => m.Name).join('、')}）</span> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="zy-muted">没有志愿</p>
      )}
    </div>
  );
}

/** What changed between two versions: added, removed, moved, edited; then both lists side by side. */
export function DiffView({ diff }: { diff: Diff }) {
  const added = diff.Added ?? [];
  const removed = diff.Removed ?? [];
  const moved = diff.Moved ?? [];
  const edited = diff.Edited ?? [];
  const changed = new Set([...added, ...removed].map((u) => u.Key).concat(moved.map((m) => m.Key), edited.map((e) => e.Key)));
  const nothing = !added.length && !removed.length && !moved.length && !edited.length;
  return (
    <section className="zy-wish-panel" aria-labelledby="wish-diff-title" data-testid="wish-diff">
      <h2 id="wish-diff-title">
        第{diff.From}版 → 第{diff.To}版
      </h2>
      {nothing ? <p className="zy-muted">两个版本的志愿相同。</p> : null}
      <ul className="zy-wish-diff-summary">
        {added.map((u) => (
          <li key={`a-${u.Key}`} data-testid="wish-diff-added">新增：{unitTitle(u)}（第{u.Index}位）</li>
        ))}
        {removed.map((u) => (
          <li key={`r-${u.Key}`} data-testid="wish-diff-removed">删除：{unitTitle(u)}（原第{u.Index}位）</li>
        ))}
        {moved.map((m) => (
          <li key={`m-${m.Key}`} data-testid="wish-diff-moved">调整顺序：{m.Label} 第{m.From}位 → 第{m.To}位</li>
        ))}
        {edited.map((e) => (
          <li key={`e-${e.Key}`} data-testid="wish-diff-edited">修改：{e.Label}（{e.What.join('、')}）</li>
        ))}
      </ul>
      <div className="zy-wish-diff-cols">
        <UnitColumn title={`第${diff.From}版`} units={diff.FromUnits ?? []} marked={changed} testId="wish-diff-from" />
        <UnitColumn title={`第${diff.To}版`} units={diff.ToUnits ?? []} marked={changed} testId="wish-diff-to" />
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import type { StatRow } from '../../lib/stat';
import { StatTable } from './StatTable';

/** A titled chart with its figures as a table under it (the chart's text alternative). */
export function StatSection({ id, title, nameHeader, rows, note, children }: {
  id: string;
  title: string;
  nameHeader: string;
  rows: StatRow[];
  note?: string;
  children: ReactNode;
}) {
  return (
    <section className="zy-rec-stat ui segment" aria-labelledby={`rec-stat-${id}-title`} data-testid={`rec-stat-${id}`}>
      <h3 id={`rec-stat-${id}-title`}>{title}</h3>
      {note ? <p className="zy-muted zy-small">{note}</p> : null}
      {rows.length ? (
        <>
          {children}
          <StatTable rows={rows} nameHeader={nameHeader} caption={`${title}（表格）`} testId={`rec-stat-${id}-table`} />
        </>
      ) : (
        <p className="zy-muted">暂无数据</p>
      )}
    </section>
  );
}

import type { ReactNode } from 'react';
import type { TableHeader } from '../types';
import { TableRow, type TableCommand } from './TableRow';

/** A titled list of tables (mine, shared with me, the recycle bin). */
export function TableSection({ title, tables, empty, shared, busy, gated, onCommand, onLeft, testId, children }: {
  title: string;
  tables: TableHeader[];
  empty: string;
  shared?: boolean;
  busy: boolean;
  /** Copy and recover would make another live table (a members' right). */
  gated?: boolean;
  onCommand: (c: TableCommand, t: TableHeader) => void;
  /** After the user left a table shared with them (退出共享). */
  onLeft?: () => unknown;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <section className="zy-wish-section" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2 id={`${testId}-title`}>{title}</h2>
      {children}
      {tables.length ? (
        <ul className="zy-wish-tables">
          {tables.map((t) => (
            <TableRow key={t.TableId} table={t} shared={shared} busy={busy} gated={gated} onCommand={onCommand} onLeft={onLeft} />
          ))}
        </ul>
      ) : (
        <p className="zy-muted" data-testid={`${testId}-empty`}>
          {empty}
        </p>
      )}
    </section>
  );
}

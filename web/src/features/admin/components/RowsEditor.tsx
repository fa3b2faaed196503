import { useState } from 'react';
import { Button, Table } from 'semantic-ui-react';
import { ScrollTable } from '@/components/ScrollTable';
import { cleanRows, rowsProblem, toRows, type Row, type SectionDef } from '../lib/sections';

/** A simple list edited row by row: add, remove, move, then save the whole list. */
export function RowsEditor({ def, value, busy, onSave }: { def: SectionDef; value: unknown; busy: boolean; onSave: (rows: Row[]) => void }) {
  const columns = def.columns ?? [];
  const [rows, setRows] = useState<Row[]>(() => toRows(value));
  const [problem, setProblem] = useState<string | null>(null);
  const set = (i: number, key: string, v: string) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, [key]: v } : r)));
  const move = (i: number, d: number) =>
    setRows((rs) => {
      const next = [...rs];
      const [r] = next.splice(i, 1);
      next.splice(i + d, 0, r);
      return next;
    });
  const save = () => {
    const p = rowsProblem(def, rows);
    setProblem(p);
    if (!p) onSave(cleanRows(def, rows));
  };
  return (
    <div data-testid="admin-rows">
      <ScrollTable compact celled className="zy-admin-rows">
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.HeaderCell key={c.key}>
                {c.label}
                {c.required ? <span className="zy-admin-required">*</span> : null}
              </Table.HeaderCell>
            ))}
            <Table.HeaderCell>操作</Table.HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r, i) => (
            <Table.Row key={i} data-testid="admin-row">
              {columns.map((c) => (
                <Table.Cell key={c.key}>
                  <input
                    className="zy-admin-cell-input"
                    type={c.number ? 'number' : 'text'}
                    aria-label={`第 ${i + 1} 行${c.label}`}
                    placeholder={c.placeholder}
                    value={String(r[c.key] ?? '')}
                    onChange={(e) => set(i, c.key, e.target.value)}
                    data-testid={`admin-row-${c.key}`}
                  />
                </Table.Cell>
              ))}
              <Table.Cell className="zy-admin-row-tools">
                <Button type="button" size="mini" icon="arrow up" aria-label="上移" disabled={i === 0} onClick={() => move(i, -1)} />
                <Button type="button" size="mini" icon="arrow down" aria-label="下移" disabled={i === rows.length - 1} onClick={() => move(i, 1)} />
                <Button type="button" size="mini" basic color="red" content="删除" onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))} data-testid="admin-row-remove" />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </ScrollTable>
      {!rows.length ? <p className="zy-muted">暂无条目</p> : null}
      {problem ? (
        <p className="zy-admin-error" role="alert" data-testid="admin-rows-problem">
          {problem}
        </p>
      ) : null}
      <div className="zy-admin-actions">
        <Button type="button" icon="plus" content="添加一行" onClick={() => setRows((rs) => [...rs, {}])} data-testid="admin-row-add" />
        <Button type="button" primary loading={busy} disabled={busy} content="保存" onClick={save} data-testid="admin-rows-save" />
      </div>
    </div>
  );
}

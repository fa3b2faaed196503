import { useState } from 'react';
import { Button } from 'semantic-ui-react';
import { setNote } from '../api/set-note';
import type { TableAction } from '../lib/conflict';
import type { TableHeader } from '../types';

export const NOTE_MAX = 200;

/** The table's note: shown to everyone; commenters and up may change it. */
export function TableNoteEditor({ table, editable, perform, busy }: { table: TableHeader; editable: boolean; perform: (a: TableAction) => Promise<boolean>; busy: boolean }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(table.Note);
  if (!editing) {
    return (
      <div className="zy-wish-note" data-testid="wish-table-note">
        <span className="zy-muted">备注：</span>
        <span data-testid="wish-table-note-text">{table.Note || '无'}</span>
        {editable ? (
          <Button type="button" basic size="mini" content="编辑备注" onClick={() => { setText(table.Note); setEditing(true); }} data-testid="wish-table-note-edit" />
        ) : null}
      </div>
    );
  }
  const save = async () => {
    const ok = await perform({ label: '修改志愿表备注', run: (Version) => setNote({ TableId: table.TableId, Version, Note: text.trim() }) });
    if (ok) setEditing(false);
  };
  return (
    <div className="zy-wish-note-form">
      <label htmlFor="wish-table-note-input">志愿表备注（最多{NOTE_MAX}字）</label>
      <textarea id="wish-table-note-input" rows={2} maxLength={NOTE_MAX} value={text} onChange={(e) => setText(e.target.value)} data-testid="wish-table-note-input" />
      <div>
        <Button type="button" primary size="small" loading={busy} disabled={busy} content="保存" onClick={() => void save()} data-testid="wish-table-note-save" />
        <Button type="button" size="small" content="取消" onClick={() => setEditing(false)} />
      </div>
    </div>
  );
}

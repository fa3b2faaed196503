import { useState } from 'react';
import { Button, Modal } from 'semantic-ui-react';
import { setUnitNote } from '../api/set-unit-note';
import type { TableAction } from '../lib/conflict';
import { unitTitle } from '../lib/format';
import type { Unit } from '../types';
import { NOTE_MAX } from './TableNoteEditor';

/** A unit's note (commenters and up). */
export function UnitNoteDialog({ unit, tableId, perform, busy, onClose }: { unit: Unit; tableId: string; perform: (a: TableAction) => Promise<boolean>; busy: boolean; onClose: () => void }) {
  const [text, setText] = useState(unit.Note);
  const name = unitTitle(unit);
  const save = async () => {
    const ok = await perform({ label: `修改「${name}」的备注`, unitKey: unit.Key, run: (Version) => setUnitNote({ TableId: tableId, Version, UnitKey: unit.Key, Note: text.trim() }) });
    if (ok) onClose();
  };
  return (
    <Modal open onClose={onClose} size="tiny" data-testid="wish-note-dialog" aria-labelledby="wish-note-title">
      <Modal.Header id="wish-note-title">「{name}」的备注</Modal.Header>
      <Modal.Content>
        <form className="ui form" onSubmit={(e) => { e.preventDefault(); void save(); }}>
          <div className="field">
            <label htmlFor="wish-note-input">备注（最多{NOTE_MAX}字）</label>
            <textarea id="wish-note-input" rows={3} maxLength={NOTE_MAX} value={text} onChange={(e) => setText(e.target.value)} data-testid="wish-note-input" />
          </div>
        </form>
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={onClose} content="取消" />
        <Button type="button" primary loading={busy} disabled={busy} onClick={() => void save()} content="保存" data-testid="wish-note-save" />
      </Modal.Actions>
    </Modal>
  );
}

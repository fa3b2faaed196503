import { useState } from 'react';
import { Button, Modal } from 'semantic-ui-react';
import type { TableHeader } from '../types';

/** Asks a table's new name (30 characters at most). */
export function RenameDialog({ table, busy, onSave, onClose }: { table: TableHeader; busy: boolean; onSave: (name: string) => void; onClose: () => void }) {
  const [name, setName] = useState(table.Name);
  return (
    <Modal open onClose={onClose} size="tiny" data-testid="wish-rename-dialog" aria-labelledby="wish-rename-title">
      <Modal.Header id="wish-rename-title">重命名志愿表</Modal.Header>
      <Modal.Content>
        <form className="ui form" onSubmit={(e) => { e.preventDefault(); if (name.trim()) onSave(name.trim()); }}>
          <div className="field">
            <label htmlFor="wish-rename-input">名称（最多30字）</label>
            <input id="wish-rename-input" maxLength={30} value={name} onChange={(e) => setName(e.target.value)} data-testid="wish-rename-input" />
          </div>
        </form>
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={onClose} content="取消" />
        <Button type="button" primary loading={busy} disabled={busy || !name.trim()} onClick={() => onSave(name.trim())} content="保存" data-testid="wish-rename-save" />
      </Modal.Actions>
    </Modal>
  );
}

import { useState } from 'react';
import { Button, Modal } from 'semantic-ui-react';
import { charCount, titleProblem } from '../lib/limits';
import { ErrorLine } from './ErrorLine';

/** 重命名: 1–max characters; the check's message shows before anything is sent, the server's after. */
export function RenameDialog({ title, max, busy, error, onSave, onClose }: {
  title: string;
  max: number;
  busy: boolean;
  error: string | null;
  onSave: (title: string) => void;
  onClose: () => void;
}) {
  const [value, setValue] = useState(title);
  const [tried, setTried] = useState(false);
  const problem = titleProblem(value, max);
  const save = () => {
    setTried(true);
    if (!problem) onSave(value.trim());
  };
  return (
    <Modal open onClose={onClose} size="tiny" aria-labelledby="chat-rename-title" data-testid="chat-rename-dialog">
      <Modal.Header id="chat-rename-title">重命名对话</Modal.Header>
      <Modal.Content>
        <form className="ui form" onSubmit={(e) => { e.preventDefault(); save(); }}>
          <div className={`field${tried && problem ? ' error' : ''}`}>
            <label htmlFor="chat-rename-input">对话标题（1–{max} 个字）</label>
            <input
              id="chat-rename-input"
              value={value}
              autoFocus
              aria-invalid={Boolean(tried && problem) || undefined}
              aria-describedby="chat-rename-count"
              onChange={(e) => setValue(e.target.value)}
              data-testid="chat-rename-input"
            />
            <small id="chat-rename-count" className="zy-chat-hint">{charCount(value.trim())}/{max}</small>
          </div>
        </form>
        <ErrorLine message={(tried && problem) || error} testId="chat-rename-error" />
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={onClose} content="取消" />
        <Button type="button" primary loading={busy} disabled={busy} onClick={save} content="保存" data-testid="chat-rename-save" />
      </Modal.Actions>
    </Modal>
  );
}

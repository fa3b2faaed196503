import { useState } from 'react';
import { Button, Checkbox, Modal } from 'semantic-ui-react';
import { scheduleAt, scheduleProblem } from '../lib/time';

/** 发布: now, or at a later time (定时发布, Beijing time, at most a year ahead). */
export function PublishDialog({ busy, onPublish, onClose }: { busy: boolean; onPublish: (at: string) => void; onClose: () => void }) {
  const [later, setLater] = useState(false);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = () => {
    if (!later) return onPublish('');
    const at = scheduleAt(value);
    const p = scheduleProblem(at);
    setProblem(p);
    if (!p && at) onPublish(at);
  };
  return (
    <Modal open onClose={onClose} size="tiny" data-testid="admin-publish-dialog" aria-labelledby="admin-publish-title">
      <Modal.Header id="admin-publish-title">发布</Modal.Header>
      <Modal.Content>
        <p>发布后读者即可看到这一版本。</p>
        <Checkbox label="定时发布" checked={later} onChange={(_e, d) => setLater(Boolean(d.checked))} data-testid="admin-publish-later" />
        {later ? (
          <div className="ui form zy-admin-schedule">
            <div className="field">
              <label htmlFor="admin-publish-at">发布时间（北京时间）</label>
              <input id="admin-publish-at" type="datetime-local" value={value} onChange={(e) => setValue(e.target.value)} data-testid="admin-publish-at" />
            </div>
          </div>
        ) : null}
        {problem ? (
          <p className="zy-admin-error" role="alert" data-testid="admin-publish-problem">
            {problem}
          </p>
        ) : null}
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={onClose} content="取消" />
        <Button type="button" positive loading={busy} disabled={busy} onClick={confirm} content={later ? '定时发布' : '立即发布'} data-testid="admin-publish-confirm" />
      </Modal.Actions>
    </Modal>
  );
}

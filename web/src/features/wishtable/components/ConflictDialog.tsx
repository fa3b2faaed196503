import { Button, Modal } from 'semantic-ui-react';
import type { Conflict } from '../hooks/useTableActions';
import { changeActor, timeText } from '../lib/format';

/**
 * Someone changed the table after the version the user saw: what they changed (who, when, what),
 * then 重新加载 (see the table as it is now) or, when the user's change still applies, 重新执行.
 */
export function ConflictDialog({ conflict, onReload, onReapply }: { conflict: Conflict | null; onReload: () => void; onReapply: () => void }) {
  if (!conflict) return null;
  const c = conflict;
  return (
    <Modal open onClose={onReload} size="small" data-testid="wish-conflict" aria-labelledby="wish-conflict-title">
      <Modal.Header id="wish-conflict-title">志愿表已被他人修改</Modal.Header>
      <Modal.Content scrolling>
        <p data-testid="wish-conflict-versions">
          你看到的是第 {c.yours} 版，现在是第 {c.current} 版。你的操作“{c.action.label}”没有保存。以下是此后的修改：
        </p>
        <ol className="zy-wish-changes" data-testid="wish-conflict-changes">
          {c.changes.map((x) => (
            <li key={x.Version} data-testid="wish-conflict-change">
              <strong>第{x.Version}版</strong> {x.Summary}
              <div className="zy-muted zy-small">
                {changeActor(x)} · {timeText(x.Time, true)}
              </div>
            </li>
          ))}
        </ol>
        {!c.changes.length ? <p className="zy-muted">暂时读不到修改记录，请重新加载后查看。</p> : null}
        {!c.reapplicable ? <p className="zy-muted" data-testid="wish-conflict-stale">你的操作已不适用于当前的志愿表。</p> : null}
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={onReload} content="重新加载" data-testid="wish-conflict-reload" />
        {c.reapplicable ? <Button type="button" primary onClick={onReapply} content="重新执行" data-testid="wish-conflict-reapply" /> : null}
      </Modal.Actions>
    </Modal>
  );
}

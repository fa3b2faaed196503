import { Button } from 'semantic-ui-react';

/** The body the operator had typed before reloading after a conflict, to copy back what they need. */
export function LostBody({ body, onDismiss }: { body: string; onDismiss: () => void }) {
  return (
    <details className="zy-admin-lost" open data-testid="admin-lost-body">
      <summary>你刚才未保存的正文</summary>
      <textarea readOnly rows={8} value={body} aria-label="未保存的正文" />
      <Button type="button" size="mini" basic onClick={onDismiss} content="不需要了" />
    </details>
  );
}

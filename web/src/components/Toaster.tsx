import { useAtomValue } from 'jotai';
import { Message } from 'semantic-ui-react';
import { dismissToast, toastsAtom } from '@/lib/notify';

/** Top-centre toast messages (any non-zero Code shows its Message here). */
export function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  if (!toasts.length) return null;
  return (
    <div className="zy-toaster" role="status" aria-live="polite" data-testid="toaster">
      {toasts.map((t) => (
        <Message
          key={t.id}
          size="small"
          error={t.kind === 'error'}
          success={t.kind === 'success'}
          info={t.kind === 'info'}
          warning={t.kind === 'warning'}
          onDismiss={() => dismissToast(t.id)}
          content={t.text}
          data-testid={`toast-${t.kind}`}
        />
      ))}
    </div>
  );
}

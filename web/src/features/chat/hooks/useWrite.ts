import { useCallback, useState } from 'react';

/**
 * A write's state for a dialog: busy while it runs, the server's refusal kept to show in place.
 * run() answers the result, or null when it failed.
 */
export function useWrite() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async <T,>(write: () => Promise<T>): Promise<T | null> => {
    setBusy(true);
    setError(null);
    try {
      return await write();
    } catch (e) {
      setError((e as Error)?.message || '操作失败，请稍后重试');
      return null;
    } finally {
      setBusy(false);
    }
  }, []);
  const clear = useCallback(() => setError(null), []);
  return { busy, error, run, clear };
}

import { useCallback, useState } from 'react';
import { ApiCode, ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/**
 * Runs a write. Success: toast and reload (the reload waits for the write's position).
 * 409 (changed meanwhile): the client already showed Message; reload the fresh data.
 */
export function useSaver(reload: () => Promise<void>) {
  const [saving, setSaving] = useState(false);
  const save = useCallback(
    async (write: () => Promise<unknown>, successText = '保存成功'): Promise<boolean> => {
      setSaving(true);
      try {
        await write();
        notify.success(successText);
        await reload();
        return true;
      } catch (e) {
        if (e instanceof ApiError && e.code === ApiCode.Conflict) await reload();
        return false;
      } finally {
        setSaving(false);
      }
    },
    [reload],
  );
  return { saving, save };
}

import { useCallback, useState } from 'react';
import { notify } from '@/lib/notify';
import { getDetail } from '../api/get-detail';
import { getHistory } from '../api/get-history';
import { staleOf, stillApplies, type Stale, type TableAction } from '../lib/conflict';
import type { Change, Detail } from '../types';

export interface Conflict extends Stale {
  /** What the others changed after the user's version, newest first. */
  changes: Change[];
  action: TableAction;
  /** The table as it is now (null when it could not be read). */
  fresh: Detail | null;
  /** The user's change can be sent again to the table as it is now. */
  reapplicable: boolean;
}

/**
 * Sends the editor's changes against the version the user sees. After a change the table is read
 * again (and so the checks and the risk); a stale version opens the conflict: the others'
 * changes after the user's version, with 重新加载 and, when it still applies, 重新执行.
 */
export function useTableActions(detail: Detail | null, reload: () => Promise<Detail | null>, show: (d: Detail) => void) {
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const id = detail?.Table.TableId ?? '';
  const version = detail?.Table.Version ?? 0;

  const perform = useCallback(async (action: TableAction, at = version): Promise<boolean> => {
    setBusy(true);
    try {
      await action.run(at);
      await reload();
      return true;
    } catch (e) {
      const stale = staleOf(e);
      if (!stale) {
        notify.error((e as Error).message || '操作失败，请稍后重试');
        return false;
      }
      const [history, fresh] = await Promise.all([
        getHistory({ TableId: id, AfterVersion: stale.yours, PageSize: 100 }).catch(() => null),
        getDetail(id).catch(() => null),
      ]);
      setConflict({ ...stale, changes: history?.List ?? [], action, fresh, reapplicable: Boolean(fresh && stillApplies(action, fresh)) });
      return false;
    } finally {
      setBusy(false);
    }
  }, [id, version, reload]);

  /** 重新加载: shows the table as it is now and forgets the user's change. */
  const reloadNow = useCallback(async () => {
    const c = conflict;
    setConflict(null);
    if (c?.fresh) show(c.fresh);
    else await reload();
  }, [conflict, reload, show]);

  /** 重新执行: shows the table as it is now and sends the user's change again against it. */
  const reapply = useCallback(async () => {
    const c = conflict;
    setConflict(null);
    if (!c) return;
    const fresh = c.fresh ?? (await reload());
    if (!fresh) return;
    show(fresh);
    await perform(c.action, fresh.Table.Version);
  }, [conflict, perform, reload, show]);

  return { busy, conflict, perform, reloadNow, reapply };
}

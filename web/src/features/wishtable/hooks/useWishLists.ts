import { useCallback, useState } from 'react';
import { useLoad } from '@/lib/use-load';
import { listTables } from '../api/list-tables';

/** The user's tables; reload() after a change reads them again (waiting for the change). */
export function useWishLists(enabled = true) {
  const [n, setN] = useState(0);
  const loaded = useLoad(listTables, enabled ? `wish-lists:${n}` : null);
  const reload = useCallback(() => setN((x) => x + 1), []);
  return { ...loaded, reload };
}

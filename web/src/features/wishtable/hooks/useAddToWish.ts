import { useState } from 'react';
import { addUnit } from '../api/add-unit';
import { listTables } from '../api/list-tables';
import { staleOf } from '../lib/conflict';
import { matchingTables } from '../lib/match';
import type { AddTarget, TableHeader } from '../types';

export interface Added {
  tableId: string;
  tableName: string;
  position: number;
}

type Phase = 'idle' | 'loading' | 'choose' | 'create' | 'adding';

/**
 * 加入志愿表 (a recommendation, a college's line): the user's tables of the same province, year and track are
 * read (fresh); none → create one, several → choose, one → add at once, at the end of the list.
 * A table changed meanwhile is read again and the unit added once more.
 */
export function useAddToWish(target: AddTarget) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [tables, setTables] = useState<TableHeader[]>([]);
  const [added, setAdded] = useState<Added | null>(null);
  const [error, setError] = useState('');

  const addTo = async (t: Pick<TableHeader, 'TableId' | 'Name' | 'Version' | 'UnitCount'>, retry = true): Promise<void> => {
    setPhase('adding');
    setError('');
    try {
      await addUnit({ TableId: t.TableId, Version: t.Version, ...target.unit, Source: target.source });
      setAdded({ tableId: t.TableId, tableName: t.Name, position: t.UnitCount + 1 });
      setPhase('idle');
    } catch (e) {
      if (retry && staleOf(e)) {
        const lists = await listTables().catch(() => null);
        const again = [...(lists?.Owned ?? []), ...(lists?.Shared ?? [])].find((x) => x.TableId === t.TableId);
        if (again) return addTo(again, false);
      }
      setError((e as Error).message || '加入失败，请稍后重试');
      setPhase('idle');
    }
  };

  const start = async () => {
    setPhase('loading');
    setError('');
    setAdded(null);
    try {
      const found = matchingTables(await listTables(), target);
      setTables(found);
      if (found.length === 1) await addTo(found[0]);
      else setPhase(found.length ? 'choose' : 'create');
    } catch (e) {
      setError((e as Error).message || '读取志愿表失败，请稍后重试');
      setPhase('idle');
    }
  };

  return { phase, tables, added, error, start, addTo, cancel: () => setPhase('idle') };
}

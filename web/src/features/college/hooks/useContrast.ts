import { useAtom } from 'jotai';
import { notify } from '@/lib/notify';
import { addContrast, contrastListAtom, MSG_CONTRAST_FULL, removeContrast } from '../lib/contrast';
import type { ContrastEntry } from '../types';

/** The stored compare list with add/remove/toggle; a fifth school is refused with a warning. */
export function useContrast() {
  const [list, setList] = useAtom(contrastListAtom);
  const has = (id: string) => list.some((e) => e.Id === id);
  const add = (entry: ContrastEntry): boolean => {
    const r = addContrast(list, entry);
    if (r.ok) setList(r.list);
    else if (r.reason === 'full') notify.warning(MSG_CONTRAST_FULL);
    return r.ok;
  };
  const remove = (id: string) => setList(removeContrast(list, id));
  const toggle = (entry: ContrastEntry) => (has(entry.Id) ? remove(entry.Id) : add(entry));
  const clear = () => setList([]);
  return { list, has, add, remove, toggle, clear };
}

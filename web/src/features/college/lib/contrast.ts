// The compare list (SPEC §3 storage key contrastList): at most four colleges, kept in localStorage.
import { atom } from 'jotai';
import { persistentAtom } from '@/lib/store';
import { StorageKeys } from '@/lib/storage';
import type { ContrastEntry } from '../types';

export const CONTRAST_MIN = 2;
export const CONTRAST_MAX = 4;
export const MSG_CONTRAST_FULL = `最多只能选择${CONTRAST_MAX}所院校进行对比`;

const stored = persistentAtom<unknown>(StorageKeys.ContrastList, []);

/** Stored entries, tolerating older shapes (bare ids) and junk. */
export function normalizeContrast(raw: unknown): ContrastEntry[] {
  if (!Array.isArray(raw)) return [];
  const out: ContrastEntry[] = [];
  raw.forEach((x) => {
    const e = typeof x === 'string' || typeof x === 'number' ? { Id: String(x), CollegeName: '' } : x && typeof x === 'object' && 'Id' in x ? { Id: String((x as ContrastEntry).Id), CollegeName: String((x as ContrastEntry).CollegeName ?? '') } : null;
    if (e && e.Id && !out.some((o) => o.Id === e.Id) && out.length < CONTRAST_MAX) out.push(e);
  });
  return out;
}

export const contrastListAtom = atom(
  (get) => normalizeContrast(get(stored)),
  (_get, set, list: ContrastEntry[]) => set(stored, normalizeContrast(list)),
);

export type AddResult = { ok: true; list: ContrastEntry[] } | { ok: false; reason: 'full' | 'present' };

/** Adds one college unless it is already there or the list holds four. */
export function addContrast(list: ContrastEntry[], entry: ContrastEntry): AddResult {
  if (list.some((e) => e.Id === entry.Id)) return { ok: false, reason: 'present' };
  if (list.length >= CONTRAST_MAX) return { ok: false, reason: 'full' };
  return { ok: true, list: [...list, entry] };
}

export function removeContrast(list: ContrastEntry[], id: string): ContrastEntry[] {
  return list.filter((e) => e.Id !== id);
}

/** The compared colleges in the order of the list (the answer may order them otherwise). */
export function orderLike<T extends { Id: string }>(items: T[], ids: string[]): T[] {
  const pos = (id: string) => {
    const i = ids.indexOf(id);
    return i < 0 ? ids.length : i;
  };
  return [...items].sort((a, b) => pos(String(a.Id)) - pos(String(b.Id)));
}

// Provinces: grouping by first pinyin letter, switching, the region lock (SPEC §2, §4).
import type { CompletenessFlags, LoginData, Province } from '@/types/api';
import { getItem, removeItem, setItem, StorageKeys } from './storage';

export const PROVINCE_SWITCH_DELAY_MS = 300;

export interface ProvinceGroup {
  letter: string;
  provinces: Province[];
}

/** Groups by PinYinOne (upper-cased), letters A–Z, list order kept inside a group. */
export function groupProvincesByPinyin(list: Province[] | null | undefined): ProvinceGroup[] {
  const groups = new Map<string, Province[]>();
  (list ?? []).forEach((p) => {
    const letter = (p.PinYinOne || '#').trim().charAt(0).toUpperCase() || '#';
    if (!groups.has(letter)) groups.set(letter, []);
    groups.get(letter)!.push(p);
  });
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
    .map(([letter, provinces]) => ({ letter, provinces }));
}

export function findProvince(list: Province[] | null | undefined, id: number | string | null | undefined): Province | null {
  if (id === null || id === undefined || !list) return null;
  return list.find((p) => String(p.ProvinceId) === String(id)) ?? null;
}

/**
 * Choosing a province: clears the temporary score info, saves the province, and returns
 * where to go: /refresh when on /index or /, else /index.
 */
export function switchProvince(province: Province, currentPath: string): string {
  removeItem(StorageKeys.TempScoreInfo);
  setItem(StorageKeys.ExamProvince, province);
  return currentPath === '/index' || currentPath === '/' ? '/refresh' : '/index';
}

export function getSavedProvince(): Province | null {
  return getItem<Province>(StorageKeys.ExamProvince);
}

/** Region selector lock: UserType 1 stays unlocked; others unlock when subjects are missing. */
export function isRegionLocked(login: LoginData | null, flags: CompletenessFlags | null): boolean {
  if (!login) return false;
  if (Number(login.UserType) === 1) return false;
  if (!flags) return false;
  return Number(flags.IsNeedComplateSubjects) !== 1;
}

// The tables a recommended unit can go into: the user may edit them and they are for the same
// province, exam year and track as the recommendation.
import type { AddTarget, TableHeader, WishLists } from '../types';
import { trackKeyOf } from './candidate';
import { canEdit } from './roles';

export function matchingTables(lists: WishLists | null | undefined, t: Pick<AddTarget, 'provinceId' | 'year' | 'track'>): TableHeader[] {
  const all = [...(lists?.Owned ?? []), ...(lists?.Shared ?? [])];
  return all.filter((h) => canEdit(h.Role) && !h.Deleted && h.ProvinceId === t.provinceId && h.Year === t.year && trackKeyOf(h) === t.track);
}

/** Whether the user has room for one more table of their own. */
export const hasFreeSlot = (lists: WishLists | null | undefined) => (lists?.Owned?.length ?? 0) < (lists?.MaxTable || 20);

// The order of a table's units as the editor changes it: a drop or a 上移/下移 gives the moved
// unit's final 1-based position (what WishTable/MoveUnit takes) and the list as it will read.

/** The list with `key` moved to the 1-based position `to` (clamped to the list). */
export function moveKey<T extends string>(keys: T[], key: T, to: number): T[] {
  const from = keys.indexOf(key);
  if (from < 0) return keys;
  const target = Math.min(Math.max(to, 1), keys.length) - 1;
  if (target === from) return keys;
  const out = keys.filter((k) => k !== key);
  out.splice(target, 0, key);
  return out;
}

/** The final 1-based position of the dragged unit dropped over `over`, or null when nothing moves. */
export function dropPosition(keys: string[], active: string, over: string | null | undefined): number | null {
  if (!over || over === active) return null;
  const from = keys.indexOf(active);
  const to = keys.indexOf(over);
  if (from < 0 || to < 0) return null;
  return to + 1;
}

/** The position one step up (-1) or down (+1), or null at the list's end. */
export function stepPosition(keys: string[], key: string, step: -1 | 1): number | null {
  const from = keys.indexOf(key);
  if (from < 0) return null;
  const to = from + step;
  return to < 0 || to >= keys.length ? null : to + 1;
}

// Picking two versions of the history to compare: a third pick drops the earliest pick.

export function togglePick(picked: number[], version: number): number[] {
  if (picked.includes(version)) return picked.filter((v) => v !== version);
  return [...picked, version].slice(-2);
}

/** The Diff request of two picks: the older is From, the newer To; null until two are picked. */
export function diffRange(picked: number[]): { From: number; To: number } | null {
  if (picked.length !== 2) return null;
  const [a, b] = [...picked].sort((x, y) => x - y);
  return { From: a, To: b };
}

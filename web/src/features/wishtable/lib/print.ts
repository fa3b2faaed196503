// The print view's columns, as the provinces' filling forms lay them out.
import type { Detail, Unit } from '../types';

/** How many 专业 columns the form has: the province's number, at least as many as any unit uses. */
export function majorColumns(d: Detail): number {
  if (d.Table.Mode === 'major') return 0;
  const used = Math.max(0, ...(d.Units ?? []).map((u) => u.Majors?.length ?? 0));
  return Math.max(used, d.Table.MaxMajors || 6);
}

/** The cells of the majors of a unit, padded to `n`. */
export function majorCells(u: Unit, n: number): string[] {
  const names = (u.Majors ?? []).map((m) => (m.Code ? `${m.Code} ${m.Name}` : m.Name));
  return Array.from({ length: n }, (_, i) => names[i] ?? '');
}

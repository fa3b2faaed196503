// Long major lists read better grouped by 门类 (discipline category).
import type { MajorItem } from '../types';

/** Lists up to this long stay flat. */
export const GROUP_FROM = 13;

export interface MajorGroup {
  name: string;
  majors: MajorItem[];
}

/** Groups majors by CategoryName, biggest group first (ties keep first appearance); order inside is kept. */
export function groupMajors(majors: MajorItem[]): MajorGroup[] {
  const groups: MajorGroup[] = [];
  for (const m of majors) {
    const name = m.CategoryName || '其他';
    let g = groups.find((x) => x.name === name);
    if (!g) groups.push((g = { name, majors: [] }));
    g.majors.push(m);
  }
  return groups
    .map((g, i) => ({ g, i }))
    .sort((a, b) => b.g.majors.length - a.g.majors.length || a.i - b.i)
    .map(({ g }) => g);
}

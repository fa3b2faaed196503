// The 专业类 of the undergraduate catalogue (Data/GetMajorCategoryTreeList: 门类 → 专业类) as the
// 选科 pages pick them: a flat list, searched by name or code.
import type { TreeNode } from '@/features/major/types';

export interface MajorClass {
  code: string;
  name: string;
  /** The 门类 it belongs to. */
  category: string;
}

/** Every 专业类 in catalogue order. */
export function classesOf(tree: TreeNode[] | null | undefined): MajorClass[] {
  return (tree ?? []).flatMap((cat) => (cat.SubList ?? []).map((c) => ({ code: c.ID, name: c.Name, category: cat.Name })));
}

/** Classes whose name (or 门类) contains the query, or whose code starts with it; none for an empty query. */
export function searchClasses(classes: MajorClass[], query: string): MajorClass[] {
  const q = query.trim();
  if (!q) return [];
  if (/^\d+$/.test(q)) return classes.filter((c) => c.code.startsWith(q));
  return classes.filter((c) => c.name.includes(q) || c.category.includes(q));
}

/** The classes grouped by 门类, in catalogue order. */
export function byCategory(classes: MajorClass[]): { category: string; classes: MajorClass[] }[] {
  const groups: { category: string; classes: MajorClass[] }[] = [];
  for (const c of classes) {
    const last = groups[groups.length - 1];
    if (last && last.category === c.category) last.classes.push(c);
    else groups.push({ category: c.category, classes: [c] });
  }
  return groups;
}

/** A code's name (the code itself until the catalogue has loaded). */
export const className = (classes: MajorClass[], code: string) => classes.find((c) => c.code === code)?.name ?? code;

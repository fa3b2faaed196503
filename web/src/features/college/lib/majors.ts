// The majors a college offers, grouped by 门类 (the first two digits of the major code).
import type { CollegeMajorRef } from '../types';

export interface MajorCategoryGroup {
  key: string;
  name: string;
  majors: CollegeMajorRef[];
}

/** Groups by 门类 in code order (01 哲学 … 14 交叉学科); majors in code order inside a group. */
export function groupMajors(majors: CollegeMajorRef[] | null | undefined): MajorCategoryGroup[] {
  const groups = new Map<string, MajorCategoryGroup>();
  [...(majors ?? [])]
    .filter((m) => m && m.Code)
    .sort((a, b) => a.Code.localeCompare(b.Code))
    .forEach((m) => {
      const key = m.Code.slice(0, 2);
      const g = groups.get(key) ?? { key, name: m.CategoryName || '其他', majors: [] };
      if (!g.majors.some((x) => x.Code === m.Code)) g.majors.push(m);
      groups.set(key, g);
    });
  return [...groups.values()].sort((a, b) => a.key.localeCompare(b.key));
}

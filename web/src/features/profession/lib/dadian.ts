// Occupations of 中华人民共和国职业分类大典 (System dadian): ids, classes, URL state, the guide's majors.
import type { GuideMajor, OccupationClass, OccupationDetail, ProfessionDetail, ProfessionItem } from '../types';

export const DADIAN = 'dadian';

export const isDadian = (p: Pick<ProfessionItem, 'System'> | null | undefined) => p?.System === DADIAN;

/** Is a ProfessionInfo answer one of 职业分类大典? */
export const isOccupationDetail = (p: ProfessionDetail | OccupationDetail): p is OccupationDetail => isDadian(p);

/** A 大类 (2), 中类 (2-02) or 小类 (2-02-10) code. */
export const CLASS_CODE = /^\d(-\d{2}(-\d{2})?)?$/;

export type DadianFilter = '' | 'green' | 'digital' | 'new';

/** The browser's state from ?class=&filter=; malformed values fall back to none. */
export function readDadianState(params: URLSearchParams): { classCode: string; filter: DadianFilter } {
  const c = (params.get('class') ?? '').trim();
  const f = params.get('filter') ?? '';
  return {
    classCode: CLASS_CODE.test(c) ? c : '',
    filter: f === 'green' || f === 'digital' || f === 'new' ? f : '',
  };
}

/** The 大类, 中类 and 小类 nodes on the way to a class code (as far as the tree has them). */
export function classTrail(tree: OccupationClass[] | null | undefined, code: string): OccupationClass[] {
  const out: OccupationClass[] = [];
  let level = tree ?? [];
  for (const len of [1, 4, 7]) {
    if (code.length < len) break;
    const node = level.find((n) => n.Code === code.slice(0, len));
    if (!node) break;
    out.push(node);
    level = node.SubList ?? [];
  }
  return out;
}

/** A class as the pages name it: its name, or that the source gives only the code. */
export const className = (c: Pick<OccupationClass, 'Name'>) => c.Name || '（名称未收录）';

const LEVEL_ORDER: [string, string][] = [
  ['普通本科', '本科专业'],
  ['职教本科', '职业本科专业'],
  ['高职专科', '专科（高职）专业'],
];

/** The guide's majors grouped by level, 本科 first; levels without majors are left out. */
export function guideMajorGroups(majors: GuideMajor[] | null | undefined): { level: string; title: string; majors: GuideMajor[] }[] {
  const list = majors ?? [];
  return LEVEL_ORDER.map(([level, title]) => ({ level, title, majors: list.filter((m) => m.Level === level) })).filter(
    (g) => g.majors.length,
  );
}

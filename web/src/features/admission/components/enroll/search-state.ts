// The state of a search page in its URL (so a reload or a shared link keeps it), and the
// request it makes. Absent means 不限; the text boxes and ranges apply with the 查询 button.
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@/components/Pager';
import { ELECTIVES_3_3 } from '@/lib/exam-subjects';

export interface SearchState {
  province: number | null;
  year: number | null;
  track: string;
  batch: string;
  name: string;
  major: string;
  scoreMin: number | null;
  scoreMax: number | null;
  rankMin: number | null;
  rankMax: number | null;
  /** 选科筛选: the chosen subjects (none: no filter). */
  subjects: string[];
  page: number;
  size: number;
}

const KEYS: [keyof SearchState, string][] = [
  ['province', 'province'], ['year', 'year'], ['track', 'track'], ['batch', 'batch'], ['name', 'name'], ['major', 'major'],
  ['scoreMin', 'smin'], ['scoreMax', 'smax'], ['rankMin', 'rmin'], ['rankMax', 'rmax'], ['subjects', 'subj'], ['page', 'page'], ['size', 'size'],
];

const int = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);

export function readSearch(p: URLSearchParams): SearchState {
  const size = int(p.get('size'));
  return {
    province: int(p.get('province')),
    year: int(p.get('year')),
    track: p.get('track') ?? '',
    batch: p.get('batch') ?? '',
    name: (p.get('name') ?? '').trim(),
    major: (p.get('major') ?? '').trim(),
    scoreMin: int(p.get('smin')),
    scoreMax: int(p.get('smax')),
    rankMin: int(p.get('rmin')),
    rankMax: int(p.get('rmax')),
    subjects: readSubjects(p.get('subj')),
    page: Math.max(1, int(p.get('page')) ?? 1),
    size: size && PAGE_SIZES.includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** The URL of a state; defaults (page 1, size 10, 不限) are left out. `keep` carries other keys (the tab). */
export function writeSearch(s: SearchState, keep: Record<string, string> = {}): URLSearchParams {
  const out = new URLSearchParams(keep);
  for (const [field, key] of KEYS) {
    const v = s[field];
    if (Array.isArray(v)) {
      if (v.length) out.set(key, v.join(','));
      continue;
    }
    if (v === null || v === '' || (field === 'page' && v === 1) || (field === 'size' && v === DEFAULT_PAGE_SIZE)) continue;
    out.set(key, String(v));
  }
  return out;
}

/** The subjects a filter may name, in the order they are shown: the 3+3 six, then 浙江's 技术. */
export const FILTER_SUBJECTS = [...ELECTIVES_3_3, '技术'];

/** The subjects of the `subj` key: known ones, once each, at most four (the server's limit). */
export function readSubjects(v: string | null): string[] {
  const chosen = new Set((v ?? '').split(',').map((s) => s.trim()));
  return FILTER_SUBJECTS.filter((s) => chosen.has(s)).slice(0, 4);
}

/** The request field of the subject filter: absent when no subject is chosen. */
export const subjectField = (subjects: string[]) => (subjects.length ? { SelectSubjects: subjects } : {});

/** A whole number from a box, '' meaning none; undefined when it is not one. */
export function parseBound(text: string): number | null | undefined {
  const t = text.trim();
  if (!t) return null;
  return /^\d+$/.test(t) ? Number(t) : undefined;
}

/** The message of a bad range, or '' (both bounds optional; min not above max). */
export function rangeError(min: number | null | undefined, max: number | null | undefined, what: '分数' | '位次'): string {
  if (min === undefined || max === undefined) return `${what}范围无效`;
  if (what === '分数' && ((min ?? 0) > 900 || (max ?? 0) > 900)) return '分数范围无效';
  if (min !== null && max !== null && min > max) return `${what}范围无效`;
  return '';
}

/** The fields of a request that are set (absent: 不限). */
export function optional<T extends Record<string, unknown>>(fields: T): { [K in keyof T]?: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null && v !== undefined && v !== '')) as { [K in keyof T]?: Exclude<T[K], null> };
}

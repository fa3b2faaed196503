// The recommendation query in the URL (?province=44&year=2026&track=物理&subj=物理,化学,生物&score=600…),
// shared by /recommend-index, /statistics, /choose-wish and /new-exam, so a reload or a shared
// link shows the same answer. Defaults (位次法, 稳, page 1, 10 a page, no filter) are left out.
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@/components/Pager';
import type { StudentContext } from '@/lib/student-context';
import type { Level, Method } from '../types';
import { isTab, type Tab } from './tabs';

export interface RecommendQuery {
  province: number;
  year: number;
  /** A track key: 物理 / 历史 (3+1+2), '1' / '2' (文科 / 理科), '' (3+3: one track). */
  track: string;
  /** SelectSubjects (首选 first for 3+1+2); [] for no subject filter. */
  subjects: string[];
  /** One of score and rank is set, as typed (the server says what is wrong with it). */
  score: string;
  rank: string;
  /** The score is a prediction before the exam (ByPredictScore). */
  predict: boolean;
  method: Method;
  /** '' : the province's filling unit. */
  level: Level | '';
  tab: Tab;
  collegeProvinces: number[];
  tags: string[];
  keyword: string;
  /** Yuan a year; null: no limit. */
  maxTuition: number | null;
  special: boolean;
  page: number;
  size: number;
}

export const DEFAULT_TAB: Tab = '稳';
export const TAGS = ['985', '211', '双一流'];
const LEVELS: Level[] = ['group', 'major', 'school'];

const int = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);
const list = (v: string | null) => (v ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const unique = <T,>(xs: T[]) => [...new Set(xs)];

/** The query of a URL, or null when province, year or both of score and rank are missing. */
export function readQuery(p: URLSearchParams): RecommendQuery | null {
  const province = int(p.get('province'));
  const year = int(p.get('year'));
  const score = (p.get('score') ?? '').trim();
  const rank = score ? '' : (p.get('rank') ?? '').trim();
  if (!province || !year || (!score && !rank)) return null;
  const level = p.get('level') as Level;
  const tab = p.get('tab');
  const size = int(p.get('size'));
  return {
    province,
    year,
    track: p.get('track') ?? '',
    subjects: unique(list(p.get('subj'))).slice(0, 4),
    score,
    rank,
    predict: Boolean(score) && p.get('predict') === '1',
    method: p.get('method') === 'WDF' ? 'WDF' : 'WCF',
    level: LEVELS.includes(level) ? level : '',
    tab: isTab(tab) ? tab : DEFAULT_TAB,
    collegeProvinces: unique(list(p.get('cp')).map(Number).filter((n) => Number.isInteger(n) && n > 0)),
    tags: TAGS.filter((t) => list(p.get('tags')).includes(t)),
    keyword: (p.get('kw') ?? '').trim().slice(0, 30),
    maxTuition: int(p.get('tuition')) || null,
    special: p.get('special') === '1',
    page: Math.max(1, int(p.get('page')) ?? 1),
    size: size && PAGE_SIZES.includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** The URL of a query; what is at its default is left out. */
export function writeQuery(q: RecommendQuery): URLSearchParams {
  const out = new URLSearchParams();
  const set = (key: string, value: string | number | null | false, omit: string | number | null | false = '') => {
    if (value !== null && value !== false && value !== omit && value !== '') out.set(key, String(value));
  };
  set('province', q.province);
  set('year', q.year);
  set('track', q.track);
  set('subj', q.subjects.join(','));
  if (q.score) out.set('score', q.score);
  else set('rank', q.rank);
  set('predict', Boolean(q.score) && q.predict && '1');
  set('method', q.method, 'WCF');
  set('level', q.level);
  set('tab', q.tab, DEFAULT_TAB);
  set('cp', q.collegeProvinces.join(','));
  set('tags', q.tags.join(','));
  set('kw', q.keyword);
  set('tuition', q.maxTuition);
  set('special', q.special && '1');
  set('page', q.page, 1);
  set('size', q.size, DEFAULT_PAGE_SIZE);
  return out;
}

/** The query string of a query, for a link (without the leading ?). */
export const queryString = (q: RecommendQuery) => writeQuery(q).toString();

/**
 * The query of a signed-in student's profile (province, exam year, track, subjects, score), with
 * every other choice at its default; null when the profile lacks one of them.
 */
export function queryOfStudent(s: StudentContext | null): RecommendQuery | null {
  if (!s || !s.provinceId || !s.examYear || s.track === null || !s.score) return null;
  return readQuery(new URLSearchParams({ province: String(s.provinceId), year: String(s.examYear), track: s.track, subj: s.subjects.join(','), score: String(s.score) }));
}

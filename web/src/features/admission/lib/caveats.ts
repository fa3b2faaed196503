// A source's caveat may speak of some years only ("2011—2017年只有每5分一档的数据"): shown beside
// a 2025 figure it misleads. caveatFor keeps the clauses (split at ；) that apply to the years shown.
import type { Source } from '../types';

const YEARS = /^(\d{4})(?:\s*[—–\-~至到]\s*(\d{4}))?年/;

/** The clauses of a caveat that apply to any of the years ([] : all of them). */
export function caveatFor(caveat: string | undefined, years: number[]): string {
  if (!caveat) return '';
  if (!years.length) return caveat;
  return caveat
    .split('；')
    .filter((clause) => {
      const m = YEARS.exec(clause.trim());
      if (!m) return true;
      const from = Number(m[1]);
      const to = Number(m[2] ?? m[1]);
      return years.some((y) => y >= from && y <= to);
    })
    .join('；');
}

/** What a caveat line needs of a source (the admission answers' Source and the diagnosis' SourceInfo both fit). */
export type CaveatSource = Pick<Source, 'Id' | 'Authority' | 'Title' | 'Official' | 'Caveat'>;

/** A row's source and year; S is the caller's source type (a page linking it needs its Url). */
export interface SourceUse<S extends CaveatSource = Source> {
  source?: S | null;
  year: number;
}

/** The distinct sources of a table's rows, each with the years it covers there, in first-seen order. */
export function distinctSources<S extends CaveatSource>(uses: SourceUse<S>[]): { source: S; years: number[] }[] {
  const out = new Map<string, { source: S; years: number[] }>();
  for (const u of uses) {
    if (!u.source) continue;
    const key = u.source.Id || `${u.source.Authority}|${u.source.Title}`;
    const e = out.get(key) ?? { source: u.source, years: [] };
    if (!e.years.includes(u.year)) e.years.push(u.year);
    out.set(key, e);
  }
  return [...out.values()];
}

// The filters of a school's history page, from the (year, track, batch) facets the server lists.
import type { SchoolFacet } from '../../api/results-types';

export interface HistoryFilter {
  year: number | null;
  track: string;
  batch: string;
}

const unique = <T,>(list: T[]) => [...new Set(list)];

/** Years newest first. */
export const facetYears = (f: SchoolFacet[]) => unique(f.map((x) => x.Year)).sort((a, b) => b - a);

export const facetTracks = (f: SchoolFacet[], year: number | null) => unique(f.filter((x) => x.Year === year).map((x) => x.Track).filter(Boolean));

export const facetBatches = (f: SchoolFacet[], year: number | null, track: string) =>
  unique(f.filter((x) => x.Year === year && (!track || x.Track === track)).map((x) => x.Batch).filter(Boolean));

/** The filter in use: the chosen year if listed, else the newest; track and batch if listed, else 不限. */
export function effectiveFilter(f: SchoolFacet[], chosen: HistoryFilter): HistoryFilter {
  const years = facetYears(f);
  const year = chosen.year && years.includes(chosen.year) ? chosen.year : years[0] ?? null;
  const track = facetTracks(f, year).includes(chosen.track) ? chosen.track : '';
  const batch = facetBatches(f, year, track).includes(chosen.batch) ? chosen.batch : '';
  return { year, track, batch };
}

/** Rows counted by the facets of the filter. */
export const facetCount = (f: SchoolFacet[], h: HistoryFilter) =>
  f.filter((x) => x.Year === h.year && (!h.track || x.Track === h.track) && (!h.batch || x.Batch === h.batch)).reduce((n, x) => n + x.Count, 0);

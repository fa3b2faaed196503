// The choices of the forms, from what the server says a province (or a school) holds.
import type { QueryParameters } from '../../api/results-types';

const unique = (list: string[]) => [...new Set(list.filter(Boolean))];

/** The tracks (科类) of a year, in the server's order. */
export const tracksOf = (p: QueryParameters | null | undefined, year: number | null) =>
  unique((p?.Tracks ?? []).filter((t) => t.Year === year).map((t) => t.Track));

/** The batches of a year (and track, when one is chosen), in the server's order. */
export const batchesOf = (p: QueryParameters | null | undefined, year: number | null, track: string) =>
  unique((p?.Batches ?? []).filter((b) => b.Year === year && (!track || b.Track === track)).map((b) => b.Batch));

/** The asked value if offered, else '' (不限). */
export const offered = (list: string[], asked: string) => (asked && list.includes(asked) ? asked : '');

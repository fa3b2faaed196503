// Shapes of Search/Query (docs/API-CATALOG.md, Search). Field names keep the server's casing.

export type SearchKind = 'news' | 'college' | 'major' | 'profession';

/** A piece of a highlighted title: plain text; Match marks what the keyword matched. */
export interface SearchSegment {
  Text: string;
  Match: boolean;
}

export interface SearchItem {
  Id: string;
  Kind: SearchKind;
  Title: string;
  Segments: SearchSegment[];
  Subtitle: string;
  /** Portal route of the hit, e.g. /university-detail?id=10001. */
  Link: string;
}

export type SearchCounts = Record<SearchKind, number>;

export interface SearchRequest {
  Keyword: string;
  /** Empty: the server answers the first tab with hits. */
  Kind?: SearchKind;
  PageIndex: number;
  PageSize: number;
}

export interface SearchAnswer {
  Total: number;
  PageIndex: number;
  PageSize: number;
  /** The tab answered. */
  Kind: SearchKind;
  Counts: SearchCounts;
  List: SearchItem[];
}

// Shapes of the profession and industry calls (docs/API-CATALOG.md "Profession / Career").
// Field names keep the server's casing.

export interface Paged<T> {
  Total: number;
  PageIndex: number;
  PageSize: number;
  List: T[] | null;
}

/** One O*NET occupation (SPEC §3 Profession). */
export interface ProfessionItem {
  ID: string;
  ProfessionName: string;
  ProfessionNameEn: string;
  ProfessionDesc: string;
  /** The three highest-scoring RIASEC letters, high to low (e.g. "ICR"). */
  InterestCode: string;
  IndustryId: string;
  IndustryName: string;
  /** Only on ProfessionHotList: the number of majors linked to it. */
  MajorCount?: number;
}

/** One RIASEC score (1–7) of an occupation. */
export interface Interest {
  Code: string;
  Name: string;
  Score: number;
}

/** A major that leads to an occupation or a field (subset of MajorItem). */
export interface MajorItem {
  Id: string;
  Code: string;
  Name: string;
  CategoryName: string;
  ClassName: string;
  Degree?: string;
  Years?: string;
}

export interface ProfessionDetail extends ProfessionItem {
  Interests: Interest[] | null;
  /** O*NET's own high-point interest code (1–3 letters). */
  HighPoint: string;
  Majors: MajorItem[] | null;
  Source: string;
  Attribution: string;
}

/** An occupational field (行业): one SOC major group. */
export interface Industry {
  ID: string;
  Name: string;
  Description: string;
  Count: number;
}

export interface IndustryDetail {
  ID: string;
  Name: string;
  Description: string;
  Professions: ProfessionItem[] | null;
  Majors: MajorItem[] | null;
  Source: string;
  Attribution: string;
}

export interface PagingRequest {
  PageIndex: number;
  PageSize: number;
}

// Shapes of the profession and industry calls (docs/API-CATALOG.md "Profession / Career").
// Field names keep the server's casing.

export interface Paged<T> {
  Total: number;
  PageIndex: number;
  PageSize: number;
  List: T[] | null;
}

/**
 * One occupation (SPEC §3 Profession): of O*NET (System onet) or of 职业分类大典 (System dadian,
 * which has no English name, description, interest code or field).
 */
export interface ProfessionItem {
  ID: string;
  ProfessionName: string;
  ProfessionNameEn: string;
  ProfessionDesc: string;
  /** The three highest-scoring RIASEC letters, high to low (e.g. "ICR"). */
  InterestCode: string;
  IndustryId: string;
  IndustryName: string;
  /** On ProfessionHotList: the number of majors linked to it; on a 大典 item: the guide's majors. */
  MajorCount?: number;
  /** onet or dadian (absent in older answers: onet). */
  System?: string;
  /** The 大典 GBM code ('' while 待公布); the O*NET code for O*NET items. */
  Code?: string;
  Green?: boolean;
  Digital?: boolean;
  /** The 大典 小类 (or the nearest class with a name). */
  ClassName?: string;
  /** A new occupation of 2024 or 2025. */
  IsNew?: boolean;
}

/** A 大类, 中类 or 小类 of 职业分类大典 with the number of occupations under it ('' Name: not in the source). */
export interface OccupationClass {
  Level: string;
  Code: string;
  GBMCode: string;
  Name: string;
  Count: number;
  SubList: OccupationClass[] | null;
}

/** A major the 2023 guide links to an occupation; Id is the portal's ('' when the portal lacks it). */
export interface GuideMajor {
  Level: string;
  Code: string;
  Name: string;
  Id: string;
}

/** ProfessionInfo for an occupation of 职业分类大典. */
export interface OccupationDetail extends ProfessionItem {
  Origin: string;
  Release: string;
  ReleaseCode: string;
  Classes: { Level: string; Code: string; GBMCode: string; Name: string }[] | null;
  GuideCodes: { Code: string; Name: string }[] | null;
  GuideMajors: GuideMajor[] | null;
  SecondaryMajorCount: number;
  Source: string;
  GuideSource: string;
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

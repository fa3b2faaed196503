// Shapes of the admission-result calls (docs/API-ADMISSION.md "Admission results and plans").
// Field names keep the server's casing; null means "not published" (or, for the derived fields,
// "not computable"), never 0.
import type { Source } from '../types';

export type ResultLevel = 'major' | 'group' | 'school';

/** One published admission line (投档线 / 录取线) of a school, group or major. */
export interface ResultItem {
  Id: number | string;
  ProvinceId: number;
  ProvinceName: string;
  Year: number;
  Track: string;
  Batch: string;
  Level: ResultLevel;
  LevelName: string;
  /** The province's 院校代号 as published. */
  SchoolCode: string;
  /** The school's name as published. */
  SchoolName: string;
  /** The matched catalogue college (national 院校代码); "" when unmatched. */
  CollegeCode: string;
  CollegeName: string;
  GroupCode: string;
  MajorCode: string;
  MajorName: string;
  Requirement: string;
  /** The requirement in canonical form (不限, 化学, 物理+化学, 物理/化学); "" when not published. */
  SubjectRule?: string;
  PlanCount: number | null;
  MinScore: number | null;
  /** The min score as printed: whole, or a decimal composite score (art/sport) that has no MinScore. */
  MinScoreText?: string;
  MaxScore: number | null;
  Admitted: number | null;
  AvgScore: string;
  /** Official: only a rank the source printed. */
  MinRank: number | null;
  /** Third-party: a compiler's mean rank of the min score's band (广东 专业 rows of 2021–2025), not a minimum rank. */
  BandRank?: number | null;
  /** Derived: the product's conversion of MinScore through that year's 一分一段 table. */
  ConvertedRank: number | null;
  /** Derived: the score of the newest table year reaching the row's rank. */
  EquivalentScore: number | null;
  EquivalentYear: number | null;
  Note: string;
  Source?: Source | null;
}

export interface Paged<T> {
  Total: number;
  PageIndex: number;
  PageSize: number;
  List: T[];
}

/** What a province's results (or plans) hold: the choices of the search forms. */
export interface QueryParameters {
  Years: number[];
  Tracks: { Year: number; Track: string }[];
  Batches: { Year: number; Track: string; Batch: string }[];
  Levels?: ResultLevel[];
  /** Results only, newest year first: which levels each year publishes (浙江: only major). */
  YearLevels?: { Year: number; Levels: ResultLevel[] | null }[] | null;
}

/** The search of AdmissionData/GetAdmissionCollege and GetAdmissionMajor. */
export interface ResultSearch {
  ProvinceId: number;
  Year: number;
  Track?: string;
  Batch?: string;
  CollegeName?: string;
  MajorName?: string;
  ScoreMin?: number;
  ScoreMax?: number;
  RankMin?: number;
  RankMax?: number;
  /** Keep only rows whose known 选科要求 these subjects meet. */
  SelectSubjects?: string[];
  PageIndex: number;
  PageSize: number;
}

/** The request of one college's history in a province. */
export interface SchoolRequest {
  ProvinceId: number;
  CollegeId: string;
  Year?: number;
  Batch?: string;
}

/** Answer of Public/LineSchooScoreList and LineSpecialtyScoreList. */
export interface SchoolLines {
  CollegeCode: string;
  CollegeName: string;
  Years: number[];
  List: ResultItem[];
  /** The envelope's Message: why the answer is empty, when it is. */
  Message?: string;
}

/** One (year, track, batch) of a school's rows with its row count. */
export interface SchoolFacet {
  Year: number;
  Track: string;
  Batch: string;
  Count: number;
}

// Shapes of the score diagnosis calls (docs/API-ADMISSION.md "Score diagnosis"). Field names keep the server's casing.

export interface SourceInfo {
  Id: string;
  Authority: string;
  Title: string;
  Url?: string;
  Quality?: string;
  /** false for third-party compilations and mirrors. */
  Official: boolean;
  Via?: string;
  /** What a reader should watch for in this source (the site's review). */
  Caveat?: string;
}

/** InBand / NoCandidate carry a rank, AboveTop the table's top band (Found); BelowBottom and NoTable none. */
export type RankStatus = 'InBand' | 'NoCandidate' | 'AboveTop' | 'BelowBottom' | 'NoTable';

export interface RankAnswer {
  ProvinceId: number;
  ProvinceName: string;
  Year: number;
  Track: string;
  Score: number;
  Status: RankStatus;
  Found: boolean;
  Message: string;
  BandHigh: number;
  BandLow: number;
  SameScoreCount: number;
  RankBest: number;
  RankWorst: number;
  Rank: number;
  /** The year of the table used: Year, or before Year's table is published the newest earlier one. */
  TableYear?: number;
  /** 按2026年一分一段表换算（2027年一分一段表尚未公布）; "" for the year's own table. */
  Basis?: string;
  Table?: { ScoreHigh: number; ScoreLow: number; Candidates: number; Bands: number } | null;
  Source?: SourceInfo | null;
}

export interface DiagnosisLine {
  BatchId: string;
  BatchName: string;
  Category: string;
  Score: number;
  /** The candidate's score minus the line. */
  Diff: number;
  Cleared: boolean;
}

export interface EquivalentItem {
  Year: number;
  Track: string;
  Status: RankStatus;
  Found: boolean;
  Score: number;
  BandHigh: number;
  BandLow: number;
  Rank: number;
  Message: string;
  Source?: SourceInfo | null;
}

/** Public/LineDiagnosisScore. */
export interface Diagnosis {
  ProvinceId: number;
  ProvinceName: string;
  Year: number;
  Track: string;
  Score: number;
  Rank: RankAnswer | null;
  /** The lines' year: the exam year, or before its lines are published the newest earlier one. */
  LinesYear: number;
  /** 2027年批次线尚未公布，以下为2026年批次线; "" for the exam year's own lines. */
  LinesBasis?: string;
  Lines: DiagnosisLine[] | null;
  Equivalents: EquivalentItem[] | null;
  /** No lines, no rank, or the rank's basis when an earlier table answered. */
  Message: string;
}

/** A school- or group-level line of LineDiagnosisPaged (ResultItem + the comparison). */
export interface DiagnosisRow {
  Id: number | string;
  Year: number;
  Track: string;
  Batch: string;
  Level: string;
  LevelName: string;
  SchoolCode: string;
  SchoolName: string;
  CollegeCode: string;
  CollegeName: string;
  GroupCode: string;
  Requirement?: string;
  /** The requirement in canonical form (不限, 化学, 物理+化学, 物理/化学); "" when not published. */
  SubjectRule?: string;
  PlanCount?: number | null;
  MinScore: number | null;
  /** Official: printed by the source. */
  MinRank: number | null;
  /** Derived: MinScore converted through that year's 一分一段 table. */
  ConvertedRank: number | null;
  Note?: string;
  Source?: SourceInfo | null;
  /** The rank compared with: MinRank when printed, else ConvertedRank. */
  LineRank: number;
  /** LineRank − the candidate's rank; ≥ 0: the candidate ranks at or ahead of the line. */
  RankGap: number;
  Reachable: boolean;
}

export interface DiagnosisPaged {
  Total: number;
  PageIndex: number;
  PageSize: number;
  List: DiagnosisRow[] | null;
  Years: number[] | null;
  Year: number;
  Rank: number;
  Message: string;
}

export interface AreaCount {
  ProvinceId: number;
  ProvinceName: string;
  Count: number;
}

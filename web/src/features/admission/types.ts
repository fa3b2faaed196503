// Shapes of the admission data API (docs/API-ADMISSION.md). Field names keep the server's casing.

/** Provenance of a figure; Official is false for third-party compilations and mirrors. */
export interface Source {
  Id: string;
  Authority: string;
  Title: string;
  Url: string;
  Quality?: string;
  Official: boolean;
  Via?: string;
  /** What a reader should watch for in this source (the site's review), "" or absent when nothing. */
  Caveat?: string;
}

export interface AdmissionProvince {
  ProvinceId: number;
  ProvinceName: string;
  PinYinOne: string;
  ExamMode: string;
  FirstNewExamYear: number;
  MaxScore: number;
}

/** One track of a (province, year): SelectSubject for 3+1+2, SubjectType for the old exam, neither for 3+3. */
export interface TrackRule {
  SelectSubject?: string;
  SubjectType?: number;
  Name: string;
}

export interface NewExamAnswer {
  IsNewExam: boolean;
  ExamMode: string;
  RuleList: TrackRule[];
}

export interface RankYear {
  Year: number;
  Tracks: string[];
  IsNewExam: boolean;
}

export type RankStatus = 'InBand' | 'NoCandidate' | 'AboveTop' | 'BelowBottom' | 'NoTable';

/** The published range of a table. */
export interface TableRange {
  ScoreHigh: number;
  ScoreLow: number;
  Candidates: number;
  Bands: number;
}

export interface LineRankAnswer {
  ProvinceId: number;
  ProvinceName: string;
  Year: number;
  Track: string;
  Score: number;
  Status: RankStatus;
  Found: boolean;
  Message?: string;
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
  Table?: TableRange | null;
  Source?: Source | null;
}

export interface EquivalentRow {
  Year: number;
  Track: string;
  Status: RankStatus;
  Found: boolean;
  Score: number;
  BandHigh: number;
  BandLow: number;
  /** This year's rank, carried into that year. */
  Rank: number;
  /** That year's cumulative count at the equivalent score. */
  YearRank: number;
  Message?: string;
  Source?: Source | null;
}

export interface EquivalentAnswer {
  Current: LineRankAnswer;
  List: EquivalentRow[];
}

export interface RankBand {
  ScoreHigh: number;
  ScoreLow: number;
  Count: number;
  Cumulative: number;
  RankBest: number;
}

export interface RankListAnswer {
  Track: string;
  Table?: TableRange | null;
  Source?: Source | null;
  List: RankBand[];
  Message?: string;
}

export interface BatchLine {
  BatchId: string;
  Track: string;
  Batch: string;
  LineKind: string;
  Category: string;
  Score: number;
  Source?: Source | null;
}

export interface BatchListAnswer {
  Years: number[];
  /** The lines' year: the one asked, or before its lines are published the newest. */
  Year: number;
  /** 2027年批次线尚未公布，以下为2026年批次线; "" or absent for the year's own lines. */
  Basis?: string;
  List: BatchLine[];
  Message?: string;
}

/** The track part of a LineRank request. */
export interface TrackParams {
  SubjectType?: number;
  SelectSubject?: string;
}

export interface RankRequest extends TrackParams {
  ProvinceId: number;
  Year: number;
  Score: number;
}

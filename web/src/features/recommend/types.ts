// The Recommend/* API's answers (docs/API-RECOMMEND.md).
import type { Source } from '@/features/admission/types';

export type { Source };

/** 冲 / 稳 / 保: the labels a probability gets by the bands. */
export type Label = '冲' | '稳' | '保';
/** A label or 无 (units without a probability). */
export type LabelKey = Label | '无';
export type Level = 'group' | 'major' | 'school';
export type Method = 'WCF' | 'WDF';

/** Counts by label; a key the answer leaves out counts 0. */
export type LabelCounts = Partial<Record<LabelKey, number>>;

export interface Candidate {
  ProvinceId: number;
  ProvinceName: string;
  Year: number;
  Track: string;
  Score: number | null;
  Rank: number;
  /** The year of the 一分一段 table used (an earlier one when the exam year's is not out yet). */
  TableYear: number;
  Note: string;
  /** True for the ByPredictScore calls (a score estimated before the exam). */
  Predicted: boolean;
}

export interface Bands {
  /** Below this percent: 冲. */
  StretchBelow: number;
  /** From this percent: 保. */
  SafeFrom: number;
  /** False: the method's backtest never held 95 % in a 保 band, so nothing is labelled 保 (SafeNote says why). */
  Safe?: boolean;
  SafeNote?: string;
  /** The band of a unit resting on one year of results: its own 保 record, at least SafeFrom. */
  SafeFromOneYear?: number;
  SafeOneYear?: boolean;
  /** Why one-year units are labelled from a higher band (or not 保 at all); absent when they are not. */
  OneYearNote?: string;
  /** 保序校准 or 不校准, chosen on the newest predicted year. */
  Calibration?: string;
}

export interface Evidence {
  Year: number;
  Batch: string;
  MinScore: number | null;
  Rank: number | null;
  RankKind: '公布位次' | '换算位次' | string;
  /** The rank carried to the exam year's cohort; 0 when it cannot be said. */
  CarriedRank: number;
  /** The exam year's score at the carried rank (等位分). */
  EquivalentScore: number;
  Plan: number;
  SourceId: string;
}

export interface PredictedRank {
  Method: 'WCF';
  Rank: number;
  RankLow: number;
  RankHigh: number;
  Score: number;
}

export interface PredictedDiff {
  Method: 'WDF';
  Diff: number;
  DiffLow: number;
  DiffHigh: number;
  Score: number;
}

export type Predicted = PredictedRank | PredictedDiff;

export interface RecommendItem {
  UnitKey: string;
  Level: Level;
  LevelName: string;
  Track: string;
  Batch: string;
  CollegeCode: string;
  CollegeName: string;
  SchoolCode: string;
  SchoolName: string;
  GroupCode: string;
  MajorCode: string;
  MajorName: string;
  CollegeProvince: string;
  City: string;
  Nature: string;
  Category: string;
  Tags: string[] | null;
  Requirement: string;
  SubjectRule: string;
  RequirementYear: number;
  RequirementNote: string;
  Special: string;
  /** Why the exam year's plan made the unit special when its results do not say so; "" otherwise. */
  SpecialNote?: string;
  /** The card's labels: the special path, 含中外合作专业, 高收费 (tuition of 30,000 a year or more). */
  Flags?: string[] | null;
  /** The exam year's plan; 0 when not published. */
  Plan: number;
  /** Yuan a year (a group's dearest major); 0 when not published. */
  Tuition: number;
  /** The cheapest major's fee; 0 when not published. */
  TuitionLow?: number;
  /** Percent, one decimal; null when there is none (see Reason). */
  Probability: number | null;
  Label: Label | '';
  Reason: string;
  /** Set when two consecutive years' ranks differ more than twofold (the unit may have changed). */
  HistoryNote?: string;
  /** Why the prediction is less certain than a unit with three printed years (仅1年数据（区间放宽×1.4）). */
  Widened?: string[];
  Predicted: Predicted | null;
  YearsUsed: number[] | null;
  Years: Evidence[] | null;
  Actual: Evidence | null;
}

export interface RecommendList {
  Total: number;
  PageIndex: number;
  PageSize: number;
  Method: Method;
  Level: Level;
  Candidate: Candidate;
  Bands: Bands;
  Sources: Source[] | null;
  List: RecommendItem[] | null;
  Message?: string;
}

export interface StatGroup {
  Name: string;
  Counts: LabelCounts;
  Total: number;
}

export interface Backtest {
  Year: number;
  Level: Level;
  Method: Method;
  /** Percent of 保 pairs admitted; null when there were none. */
  SafeHeld: number | null;
  SteadyHeld: number | null;
  StretchHeld: number | null;
  SafePairs: number;
  Pairs: number;
  Units: number;
  Predicted: number;
  Covered80: number | null;
  Message: string;
}

export interface LevelCount {
  Level: Level;
  LevelName: string;
  Units: number;
}

export interface RecommendStat {
  Candidate: Candidate;
  Method: Method;
  Level: Level;
  LevelName: string;
  Bands: Bands;
  Spread: string;
  Levels: LevelCount[] | null;
  Counts: LabelCounts;
  Excluded: Partial<Record<'选科' | '特殊类型' | '筛选', number>>;
  ByProvince: StatGroup[] | null;
  ByCategory: StatGroup[] | null;
  ByNature: StatGroup[] | null;
  ByTuition: StatGroup[] | null;
  Backtest: Backtest | null;
  Message: string;
}

export interface GroupMajor {
  MajorName: string;
  Plan: number;
  Requirement: string;
  Tuition: number;
  Probability: number | null;
  Label: Label | '';
  Reason: string;
}

export interface GroupMajors {
  Unit: RecommendItem;
  Year: number;
  Majors: GroupMajor[] | null;
  Message: string;
}

/** The body every Recommend call takes (docs/API-RECOMMEND.md "The request"). */
export interface RecommendRequest {
  ProvinceId: number;
  Year: number;
  SubjectType?: number;
  SelectSubject?: string;
  SelectSubjects?: string[];
  Score?: number | string;
  Rank?: number | string;
  PredictScore?: number | string;
  Method?: Method;
  Level?: Level;
  Label?: LabelKey | '';
  CollegeProvinceIds?: number[];
  Tags?: string[];
  Keyword?: string;
  MaxTuition?: number;
  Special?: boolean;
  PageIndex?: number;
  PageSize?: number;
  UnitKey?: string;
}

/** One level, method and year of the published backtest (Recommend/GetBacktest). */
export interface BacktestRow {
  Year: number;
  Level: Level;
  LevelName: string;
  Method: Method;
  Units: number;
  Predicted: number;
  Pairs: number;
  Covered80: number | null;
  Brier: number;
  WorstDecileGap: number;
  StretchHeld: number | null;
  SteadyHeld: number | null;
  SafeHeld: number | null;
  SafePairs: number;
  Deciles: { From: number; To: number; Pairs: number; Stated: number; Observed: number }[];
}

export interface PublishedBacktest {
  ProvinceId: number;
  ProvinceName: string;
  Rows: BacktestRow[];
  Message: string;
}

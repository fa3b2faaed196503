// The assessment (测评) API's answers (docs/API-ASSESSMENT.md).

/** The tests scored on scales, with the generic result page and 大家的测评. */
export type ScaleBankCode = 'holland' | 'bigfive' | 'type16';

/** Every test: the scale tests, 选科测评, 升学路径测评 and 综合测评 (each with pages of its own). */
export type BankCode = ScaleBankCode | 'subjects' | 'path' | 'allround';

export interface Option {
  Value: number;
  Text: string;
}

export interface Question {
  Id: string;
  No: number;
  Text: string;
  /** 升学路径: the question's own options (Value 1..n) and why it is asked. */
  Options?: Option[] | null;
  Help?: string;
  /** 综合测评: the section the item belongs to. */
  Section?: string;
  /** 选科测评: the elective subject of an item asked only where it can be chosen (浙江's 技术). */
  Only?: string;
}

/** Whom a question list is for: the 选科测评 asks its 技术 items only of a province with 技术. */
export interface QuestionScope {
  ProvinceId?: number;
  ExamYear?: number;
}

/** A part of a multi-part bank (综合测评) with its own answer texts. */
export interface Section {
  Code: string;
  Name: string;
  Options: Option[] | null;
}

/** A bank's question list (Career/HollandQuestionList, …). */
export interface Questions {
  Bank: BankCode;
  Name: string;
  Intro: string;
  Version: string;
  Minutes: number;
  Source: string;
  Notice: string;
  Options: Option[] | null;
  Questions: Question[] | null;
  Sections?: Section[] | null;
}

export interface Answer {
  Id: string;
  Value: number;
}

export interface SubmitBody {
  Version: string;
  Answers: Answer[];
  /** 选科测评: the province and exam year the combinations are for, and the liked 专业类 (≤ 10). */
  ProvinceId?: number;
  ExamYear?: number;
  Majors?: string[];
}

/** The extra fields of a sheet beyond its answers. */
export type SheetExtra = Omit<SubmitBody, 'Version' | 'Answers'>;

/** A submission's answer: the result's id and code, and the log position to wait for. */
export interface Submitted {
  SubmissionId: string;
  Code: string;
  Version: number;
  Position: number | string;
}

export interface ScaleScore {
  Code: string;
  Name: string;
  Score: number;
  Min: number;
  Max: number;
  Percent: number;
  Level: string;
  Title?: string;
  Text?: string;
  Percentile?: number;
}

/** A Holland type of the code, or a 16-type axis with its clarity. */
export interface Letter {
  Code: string;
  Title: string;
  Summary: string;
  Advice: string;
  Clarity?: number;
}

/** A suggested major (Code: the major code) or profession (an O*NET-SOC code). */
export interface Suggestion {
  Code: string;
  Name: string;
  InterestCode: string;
  Match: number;
  Why: string;
}

export interface Norms {
  Shown: boolean;
  Group: string;
  People: number;
  Need: number;
  Note: string;
}

export interface Result {
  SubmissionId: string;
  Bank: BankCode;
  BankName: string;
  Code: string;
  SubmittedAt: string;
  Title: string;
  Summary: string;
  Advice: string;
  Scales: ScaleScore[] | null;
  Letters: Letter[] | null;
  Majors: Suggestion[] | null;
  Professions: Suggestion[] | null;
  SuggestRule: string;
  Norms: Norms | null;
  Notice: string;
  OldBank: boolean;
  /** 选科测评: the province's combinations ranked, and how they were scored. */
  Coverage?: Coverage | null;
  FitRule?: string;
  /** 升学路径测评: every path, the fitting ones first. */
  Paths?: PathFit[] | null;
  /** 综合测评: interest, character, ability, values and the subject hint. */
  Parts?: Part[] | null;
}

/** One of the student's results (User/TestList). */
export interface ListItem {
  SubmissionId: string;
  Bank: BankCode;
  BankName: string;
  Code: string;
  Title: string;
  SubmittedAt: string;
  /** The result page, e.g. /holland-result?id=… */
  Path: string;
}

/** One published number of 大家的测评 (never under MinCell people). */
export interface Cell {
  Value: string;
  Name: string;
  N: number;
  Pooled?: number;
}

export interface Bin {
  From: number;
  To: number;
  N: number;
}

export interface ScaleStats {
  Code: string;
  Name: string;
  /** 综合测评: the part the scale belongs to (interest, 兴趣). */
  Section?: string;
  SectionName?: string;
  Min: number;
  Max: number;
  Mean: number;
  Bins: Bin[] | null;
  /** How many answered the scale: everyone, except on 技术 (浙江 sheets only). */
  People?: number;
}

export interface AxisStats {
  Code: string;
  Name: string;
  Cells: Cell[] | null;
}

export interface OpenedStats {
  Kind: string;
  Name: string;
  Results: number;
  Opening: number;
}

export interface Stats {
  Bank: BankCode;
  BankName: string;
  People: number;
  Suppressed: boolean;
  MinCell: number;
  Codes: Cell[] | null;
  Leading: Cell[] | null;
  Axes: AxisStats[] | null;
  Scales: ScaleStats[] | null;
  /** 升学路径测评: how many people were suggested each path (Suppressed: not published). */
  Paths?: PathCell[] | null;
  ByProvince: Cell[] | null;
  ByWeek: Cell[] | null;
  Opened?: OpenedStats[] | null;
  Note: string;
}

/** A path of 升学路径测评 in 大家的测评: N people were suggested it, or Suppressed (no number). */
export interface PathCell {
  Code: string;
  Name: string;
  N?: number;
  Suppressed?: boolean;
}

export interface StatsFilter {
  ProvinceId: number;
  ExamYear: number;
  /** 0 all, 1 男, 2 女 */
  Sex: number;
}

/** A subject combination with what it opens in the province's plans (shares in %). */
export interface Combo {
  Subjects: string[];
  Name: string;
  Rows: number;
  Share: number;
  Seats: number;
  SeatShare: number;
  LikedRows?: number;
  LikedShare?: number | null;
  /** On a 选科测评 result: the student's rating (0–100), the weighted score and the rank. */
  Self?: number | null;
  Fit?: number | null;
  Rank?: number;
}

/** Career/SelSubjectCategoryOfProvinceList: every combination of a province and exam year. */
export interface Coverage {
  ProvinceId: number;
  ProvinceName: string;
  ExamYear: number;
  Mode: string;
  PlanYear: number;
  Rows: number;
  Unknown: number;
  Source: string;
  Combos: Combo[] | null;
  Note: string;
}

/** An admission path of a 升学路径 result: whether it fits, and the answers behind it. */
export interface PathFit {
  Code: string;
  Name: string;
  Summary: string;
  Caution: string;
  Fits: boolean;
  Why?: string[] | null;
}

/** A part of the 综合测评 result. */
export interface Part {
  Section: string;
  Name: string;
  /** The interest part's code. */
  Code?: string;
  Scales: ScaleScore[] | null;
  Texts: Letter[] | null;
  Note?: string;
  /** The values part: majors and 大典 occupation groups by the portal's own values rule. */
  Suggest?: ValueSuggest | null;
}

/** A major (Code: the major code) or 大典 中类 (Code: 2-08) the student's top values point to. */
export interface ValueSuggestion {
  Code: string;
  Name: string;
  /** A major's 专业类. */
  Class?: string;
  /** A major's offering schools (阳光高考). */
  Schools?: number;
  Values: string[];
  Why: string;
}

/** What the values part suggests, the rule, and (none suggested) why. */
export interface ValueSuggest {
  Values: string[] | null;
  Majors: ValueSuggestion[] | null;
  Occupations: ValueSuggestion[] | null;
  Rule: string;
  Note?: string;
}

// The assessment (测评) API's answers (docs/API-ASSESSMENT.md).

/** The three tests built so far. */
export type BankCode = 'holland' | 'bigfive' | 'type16';

export interface Option {
  Value: number;
  Text: string;
}

export interface Question {
  Id: string;
  No: number;
  Text: string;
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
}

export interface Answer {
  Id: string;
  Value: number;
}

export interface SubmitBody {
  Version: string;
  Answers: Answer[];
}

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
  Min: number;
  Max: number;
  Mean: number;
  Bins: Bin[] | null;
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
  ByProvince: Cell[] | null;
  ByWeek: Cell[] | null;
  Opened?: OpenedStats[] | null;
  Note: string;
}

export interface StatsFilter {
  ProvinceId: number;
  ExamYear: number;
  /** 0 all, 1 男, 2 女 */
  Sex: number;
}

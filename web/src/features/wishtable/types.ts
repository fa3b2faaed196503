// The wish table API's answers (docs/API-WISH.md), and the few Recommend/* shapes the editor reads.

export type Role = 'owner' | 'editor' | 'commenter' | 'viewer';
/** The roles a table can be shared with (the owner is never shared). */
export type ShareRole = Exclude<Role, 'owner'>;
export type Mode = 'group' | 'major' | 'school';
export type CheckLevel = 'error' | 'warning' | 'info';
export type Label = '冲' | '稳' | '保' | '';

export interface Person {
  UserId: string;
  NickName: string;
  /** Masked: 139****0501. */
  Phone: string;
}

export interface TableHeader {
  TableId: string;
  Name: string;
  Owner: Person;
  /** The reader's role on the table. */
  Role: Role;
  RoleName: string;
  ProvinceId: number;
  ProvinceName: string;
  Year: number;
  Batch: string;
  Track: string;
  SubjectType: number;
  SelectSubject: string;
  SelectSubjects: string[] | null;
  Score: number;
  Rank: number;
  Mode: Mode;
  ModeName: string;
  /** 0: the province's list length is unverified. */
  MaxUnits: number;
  MaxMajors: number;
  RuleVerified: boolean;
  RuleNote: string;
  Note: string;
  Version: number;
  UnitCount: number;
  Deleted: boolean;
  RecoverUntil?: string;
  CreatedAt: string;
  UpdatedAt: string;
  UpdatedBy: Person;
  CopiedFrom?: string;
}

export interface WishLists {
  Owned: TableHeader[] | null;
  Shared: TableHeader[] | null;
  Deleted: TableHeader[] | null;
  MaxTable: number;
}

export interface Major {
  Code: string;
  Name: string;
}

export interface PredictedCut {
  Method: 'WCF' | 'WDF';
  Rank?: number;
  RankLow?: number;
  RankHigh?: number;
  Diff?: number;
  Score: number;
}

export interface LastYear {
  Year: number;
  Batch: string;
  MinScore: number | null;
  Rank: number | null;
  RankKind: string;
}

export interface Unit {
  Index: number;
  Key: string;
  Level: Mode;
  CollegeCode: string;
  CollegeName: string;
  SchoolCode: string;
  GroupCode: string;
  MajorCode: string;
  MajorName: string;
  Majors: Major[] | null;
  Adjust: boolean;
  Special: string;
  Confirmed: boolean;
  Note: string;
  Source: string;
  Found: boolean;
  Probability: number | null;
  Label: Label;
  Reason: string;
  Plan: number;
  Tuition: number;
  Requirement: string;
  SubjectRule: string;
  Predicted: PredictedCut | null;
  LastYear: LastYear | null;
  /** What Probability rests on; null without one. */
  Evidence?: Evidence | null;
}

/** What a unit's probability rests on (docs/API-WISH.md). */
export interface Evidence {
  /** Years of results the prediction used. */
  Years: number;
  /** Of them, years with 公布位次. */
  Printed: number;
  /** 位次法: fewer than two printed ranks among the years used. */
  Converted: boolean;
  /** The candidate's rank is a proxy (next year's score through last year's table). */
  Proxy: boolean;
  SmallPlan: boolean;
  /** One year, converted or proxy ranks: the whole list is capped for it. */
  Thin: boolean;
  /** 仅1年数据, 换算位次, 代用位次, 计划数少. */
  Notes: string[] | null;
  /** Why the unit's interval is wider, each with its factor (仅1年数据（区间放宽×1.5）). */
  Widened?: string[] | null;
}

export interface Check {
  Kind: string;
  Level: CheckLevel;
  /** 0: the table as a whole. */
  Index: number;
  Key?: string;
  Message: string;
}

export interface Member extends Person {
  Role: ShareRole;
  RoleName: string;
  Via: 'phone' | 'link' | 'role';
  Since: string;
}

export type LinkState = 'open' | 'used' | 'revoked' | 'expired';

export interface InviteLink {
  LinkId: string;
  Role: ShareRole;
  RoleName: string;
  ExpiresAt: string;
  CreatedAt: string;
  State: LinkState;
  UsedBy: string;
}

export interface Candidate {
  ProvinceName: string;
  Year: number;
  Track: string;
  Score: number | null;
  Rank: number;
  Note: string;
}

export interface Detail {
  Table: TableHeader;
  Units: Unit[] | null;
  Checks: Check[] | null;
  Candidate: Candidate | null;
  Method: string;
  Bands: { StretchBelow: number; SafeFrom: number };
  /** Why there are no probabilities ('' when there are). */
  Message: string;
  Members: Member[] | null;
  Links: InviteLink[] | null;
}

/** What every table command answers. */
export interface CommandResult {
  Version: number;
  Position: number;
}

export interface Created extends CommandResult {
  TableId: string;
}

export interface LinkCreated extends CommandResult {
  LinkID: string;
  Token: string;
  ExpiresAt: string;
}

export interface Change {
  Version: number;
  Time: string;
  Type: string;
  Summary: string;
  Actor: Person;
  ActorRole: Role;
  RoleName: string;
  Subject?: Person;
  TerminalType: string;
  ClientIP: string;
}

export interface HistoryPage {
  Version: number;
  Total: number;
  List: Change[] | null;
}

export interface Moved {
  Key: string;
  Label: string;
  From: number;
  To: number;
}

export interface Edited {
  Key: string;
  Label: string;
  What: string[];
}

export interface Diff {
  From: number;
  To: number;
  Added: Unit[] | null;
  Removed: Unit[] | null;
  Moved: Moved[] | null;
  Edited: Edited[] | null;
  FromUnits: Unit[] | null;
  ToUnits: Unit[] | null;
  Changes: Change[] | null;
}

export interface Outcome {
  /** Percent filed to some unit of the list, as stated: 1–99, at most Ceiling. */
  Filed: number;
  /** Percent 滑档: 100 − Filed. */
  Slide: number;
  /** 1-based, given filed; 0: never. */
  ExpectedPosition: number;
  /** Percent filed as simulated, before the bounds and the cap. */
  Simulated: number;
  /** The most Filed may state: 99, lower when thin evidence carries the list. */
  Ceiling: number;
  /** Filed was lowered for thin evidence. */
  Capped: boolean;
}

export interface UnitRisk {
  Index: number;
  Key: string;
  Probability: number | null;
  Evidence?: Evidence | null;
  Correlated: number;
  Independent: number;
}

export interface Risk {
  Version: number;
  Correlated: Outcome;
  Independent: Outcome;
  Units: UnitRisk[] | null;
  /** The share of a unit's uncertainty the whole year shares (a fraction, or a percent above 1). */
  Common: number;
  Unscored: number;
  /** Scored units of thin evidence. */
  Thin: number;
  /** 依据不足：… when Thin > 0; '' otherwise. */
  Flag: string;
  Draws: number;
  Method: string;
  Message: string;
}

export interface WishYears {
  Years: number[];
  Current: number;
}

export interface ProvinceRule {
  ProvinceId: number;
  ProvinceName: string;
  Year: number;
  Mode: Mode;
  ModeName: string;
  MaxUnits: number;
  MaxMajors: number;
  Verified: boolean;
  Note: string;
}

/** The candidate of a Recommend/* request. */
export interface CandidateRequest {
  ProvinceId: number;
  Year: number;
  SubjectType?: number;
  SelectSubject?: string;
  SelectSubjects?: string[];
  Score?: number;
  Rank?: number;
}

/** A unit of Recommend/SearchRecommendCollege (the fields the editor shows). */
export interface SearchItem {
  UnitKey: string;
  Level: Mode;
  CollegeName: string;
  SchoolName: string;
  GroupCode: string;
  MajorName: string;
  CollegeProvince: string;
  Plan: number;
  Probability: number | null;
  Label: Label;
}

export interface SearchList {
  Total: number;
  List: SearchItem[] | null;
}

/** A major of Recommend/GetRecommendMajorList. */
export interface GroupMajor {
  MajorName: string;
  Plan: number;
  Probability: number | null;
  Label: Label;
}

export interface GroupMajors {
  Year: number;
  Majors: GroupMajor[] | null;
  Message: string;
}

/** Where a unit is added from (WishTable/AddUnit's Source). */
export type AddSource = 'recommend' | 'college' | 'major' | 'search';

/**
 * How AddUnit names a unit: a recommendation's unit key, or (on the college and major pages) the
 * school's national 院校代码 with its group code (院校专业组) or major name (专业+院校).
 */
export type UnitRef =
  | { UnitKey: string }
  /** A line's parts; SchoolCode and SchoolName tell apart the schools one national code files as (北京大学, 北京大学医学部). */
  | { CollegeCode: string; SchoolCode?: string; SchoolName?: string; GroupCode?: string; MajorName?: string };

/** A unit to add, with the candidate it is for (to match or create a table). */
export interface AddTarget {
  unit: UnitRef;
  source: AddSource;
  /** How the unit reads: 中山大学 215组. */
  title: string;
  provinceId: number;
  year: number;
  /** The recommendation's track key: 物理 / 历史, '1' / '2', '' (3+3). */
  track: string;
  subjects: string[];
  score: number | null;
  rank: number | null;
}

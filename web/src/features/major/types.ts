// Shapes of the major calls (docs/API-CATALOG.md "Major", "Data"). Field names keep the server's casing.

export interface Paged<T> {
  Total: number;
  PageIndex: number;
  PageSize: number;
  List: T[] | null;
}

/** A node of the 门类 → 专业类 → 专业 tree (Data/GetMajorTreeList). */
export interface TreeNode {
  ID: string;
  Name: string;
  SubList: TreeNode[] | null;
}

export interface MajorItem {
  Id: string;
  /** 专业代码 as printed, with its T / K suffix (080910T). */
  Code: string;
  Name: string;
  CategoryCode: string;
  CategoryName: string;
  ClassCode: string;
  ClassName: string;
  /** 学位授予门类; may name two, e.g. "工学|理学". */
  Degree: string;
  /** 修业年限: "4", "5" or "4-5". */
  Years: string;
  /** T: 特设专业. */
  IsSpecial: boolean;
  /** K: 国家控制布点专业. */
  IsControlled: boolean;
  SchoolCount: number;
  /** 普通本科, 职教本科 or 高职专科 (absent in older answers: 普通本科). */
  Level?: string;
  /** The vocational copy's 2025年12月新增, when it flags the major. */
  Flag?: string;
}

export interface HotMajor extends MajorItem {
  /** 全国普通高校毕业生规模, a range such as "2500-3000" (absent when unknown). */
  GraduateScale?: string;
}

export interface CategoryDetail {
  Code: string;
  Name: string;
  Level: '门类' | '专业类' | '专业大类' | string;
  /** 普通本科, 职教本科 or 高职专科. */
  CatalogLevel?: string;
  CategoryCode: string;
  CategoryName: string;
  Classes: { Code: string; Name: string; MajorCount: number }[] | null;
  Majors: MajorItem[] | null;
}

export interface ProfessionItem {
  ID: string;
  ProfessionName: string;
  ProfessionNameEn?: string;
  ProfessionDesc?: string;
  InterestCode?: string;
  IndustryId?: string;
  IndustryName?: string;
}

export interface MajorDetail extends HotMajor {
  BaseCode: string;
  Note: string;
  Description: string;
  Employment: string[] | null;
  Postgrad: { Name: string; Code: string }[] | null;
  MalePct: number | null;
  FemalePct: number | null;
  InterestCode: string;
  Professions: ProfessionItem[] | null;
  Source: string;
  Attribution: string;
  /** The Chinese occupations of the 人社部 2023 guide ([] where the guide is silent). */
  Occupations?: GuideOccupation[] | null;
  OccupationSource?: string;
}

/** An occupation the 2023 guide gives a major, as the guide prints it; ID is the library's ('' when absent). */
export interface GuideOccupation {
  ID: string;
  Code: string;
  Name: string;
  /** Set when the library (the 2022 draft) files it under another code or name. */
  LibraryCode?: string;
  LibraryName?: string;
  Green: boolean;
  Digital: boolean;
}

/** Major/GetMajorCatalogInfo: what the library holds at one level and what it is known to lack. */
export interface MajorCatalogInfo {
  Level: string;
  EducationLevel: number;
  CategoryCount: number;
  ClassCount: number;
  MajorCount: number;
  NewCount: number;
  OfficialCount: number;
  Notes: string[] | null;
  Missing: { Code: string; Name: string; Reason: string; ReasonText: string }[] | null;
  Source: string;
}

/** A college offering a major (the CollegeItem of the contract, the fields this page shows). */
export interface OfferingCollege {
  Id: string;
  CollegeName: string;
  StrengthTags: string;
  ProvinceName: string;
  CityName: string;
  NatureName: string;
  CategoryName: string;
  EducationLevelStr: string;
}

export interface RankItem extends MajorItem {
  Rank: number;
  Value: number;
  ValueText: string;
}

export interface RankPage extends Paged<RankItem> {
  Description?: string;
  Source?: string;
}

export interface ProvinceOption {
  ID: number | string;
  Name: string;
}

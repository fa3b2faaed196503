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
}

export interface HotMajor extends MajorItem {
  /** 全国普通高校毕业生规模, a range such as "2500-3000" (absent when unknown). */
  GraduateScale?: string;
}

export interface CategoryDetail {
  Code: string;
  Name: string;
  Level: '门类' | '专业类' | string;
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

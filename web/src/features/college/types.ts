// Shapes of the college calls (docs/API-CATALOG.md "College"). Field names keep the server's casing.

export interface Paged<T> {
  Total: number;
  PageIndex: number;
  PageSize: number;
  List: T[];
}

export interface CollegeItem {
  Id: string;
  CollegeCode: string;
  MOECode: string;
  CollegeName: string;
  /** Comma separated: 985, 211, 双一流. */
  StrengthTags: string;
  /** Comma separated: 教育部直属, 中央部委所属, 民办, 中外合作办学. */
  FeatureTags: string;
  ProvinceId: number;
  ProvinceName: string;
  CityName: string;
  NatureName: string;
  CategoryName: string;
  EducationLevel: number;
  EducationLevelStr: string;
  Tel: string;
  CollegeLogoFileUrl: string;
  /** Undergraduate majors offered per 阳光高考 (0 when unknown). */
  MajorCount: number;
  /** The line a score query (按最低分查询) matched; only in a list asked with SchoolHisotyScore. */
  MatchedLine?: MatchedLine;
}

/** A college's highest line at or below the candidate's score (docs/API-CATALOG.md). */
export interface MatchedLine {
  Year: number;
  /** As published: 物理类, 历史类, 文科, 理科, 综合. */
  Track: string;
  Batch: string;
  Level: 'school' | 'group' | 'major';
  /** 院校, 专业组 or 专业. */
  LevelName: string;
  GroupCode: string;
  /** The major of a major-level line (浙江, 山东); '' otherwise. */
  GroupName: string;
  /** The name the line was published under when not the catalogue name (北京大学医学部); '' otherwise. */
  SchoolName: string;
  /** null where only a rank is published (山东). */
  Score: number | null;
  Rank: number | null;
  /** The rank is the site's conversion of the score through that year's 一分一段表. */
  RankConverted: boolean;
}

export interface CollegeMajorRef {
  Code: string;
  Name: string;
  CategoryName?: string;
  ClassName?: string;
}

export interface CollegeDetail extends CollegeItem {
  Authority: string;
  Level: string;
  Remark: string;
  Aliases: string[] | null;
  Abbreviations: string[] | null;
  HasLocation: boolean;
  Lat: number;
  Lng: number;
  CoordSystem: string;
  Majors?: CollegeMajorRef[] | null;
  Source: string;
}

export interface MajorGroup {
  CategoryCode: string;
  CategoryName: string;
  Majors: { Code: string; Name: string; ClassName: string }[];
}

export interface MajorStrength {
  Note: string;
  Groups: MajorGroup[] | null;
}

export interface CollegeCompare {
  List: CollegeDetail[];
  CommonMajorCount: number;
  CommonMajors: { Code: string; Name: string }[] | null;
}

export interface RankCategory {
  ID: string;
  Name: string;
  Description: string;
}

export interface RankItem extends CollegeItem {
  Rank: number;
  Value: number;
  ValueText: string;
}

export interface RankPage extends Paged<RankItem> {
  Description?: string;
  Source?: string;
}

export interface Choice {
  value: string;
  text: string;
}

export interface QueryParameter {
  ProvinceList: { ID: number | string; Name: string }[] | null;
  CategoryList: { ID: number | string; CategoryName: string }[] | null;
  NatureList: { Value: string; Name: string }[] | null;
  EducationLevelList: { Value: string; Name: string }[] | null;
  TagList: { Value: string; Name: string }[] | null;
}

/** The applied university filter; '' means 不限. */
export interface CollegeFilter {
  ProvinceId: string;
  CategoryId: string;
  SchoolNature: string;
  EducationLevel: string;
  Tag: string;
  CollegeName: string;
}

export interface CollegeListRequest {
  PageIndex: number;
  PageSize: number;
  CollegeName?: string;
  ProvinceId?: number;
  CategoryId?: number;
  SchoolNature?: string;
  EducationLevel?: string;
  Tag?: string;
}

/** An entry of the compare list kept under the contrastList storage key. */
export interface ContrastEntry {
  Id: string;
  CollegeName: string;
}

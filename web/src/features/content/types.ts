// Shapes of the content calls (docs/API-CONTENT.md, Readers). Field names keep the server's casing.

/** The two kinds of article a reader lists and opens: 资讯 (news) and 公告 (notices). */
export type ArticleKind = 'news' | 'notice' | 'rise';

/** A news item or notice in a list. ViewCountBase is always 0 and is never shown. */
export interface NewsItem {
  Id: string;
  NewsTitle: string;
  CategoryName: string;
  Summary: string;
  Source: string;
  SourceUrl: string;
  /** Beijing date of the first publication, "2026-11-24". */
  ReleaseDate: string;
  ViewCountBase: number;
  /** The real number of counted reads. */
  ViewCountReal: number;
  CoverImageFileUrl: string;
  /** The provinces the item is about; empty: every province. */
  ProvinceNames: string[] | null;
  Year?: number;
  /** A college's news or charter: the college's national code. */
  CollegeCode?: string;
}

/** Another article named by a detail (its neighbour by release date). */
export interface NewsLink {
  Id: string;
  NewsTitle: string;
}

export interface NewsDetail extends NewsItem {
  /** Sanitised HTML (the server sanitises it when it is published). */
  Content: string;
  /** When the published revision went live. */
  RevisedDate: string;
  Prev: NewsLink | null;
  Next: NewsLink | null;
}

export interface Paged<T> {
  List: T[] | null;
  Total: number;
  PageIndex: number;
  PageSize: number;
}

/** A category with its number of published items (news and help). */
export interface ContentCategory {
  Id: string;
  CategoryName: string;
  Count: number;
}

export interface NewsListRequest {
  NewsTitle?: string;
  CategoryName?: string;
  ExamProvinceId?: number;
  PageIndex: number;
  PageSize: number;
}

export type NoticeListRequest = Omit<NewsListRequest, 'NewsTitle'>;

export interface HelpItem {
  Id: string;
  Title: string;
  CategoryName: string;
  Summary: string;
  Top: boolean;
}

export interface HelpDetail extends HelpItem {
  Content: string;
  RevisedDate: string;
  /** Up to 10 other answers of its category. */
  Related: HelpItem[] | null;
}

export interface HelpListRequest {
  CategoryName?: string;
  Keyword?: string;
  PageIndex: number;
  PageSize: number;
}

/** A content page (/content?code=). */
export interface ContentPageDetail {
  Code: string;
  Title: string;
  Content: string;
  RevisedDate: string;
}

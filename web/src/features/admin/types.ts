// The operators' console API's answers (docs/API-CONTENT.md, "The operators' console").

export type Role = 'editor' | 'reviewer' | 'admin';
export type Kind =
  | 'news' | 'notice' | 'help' | 'page' | 'rise' | 'collegenews' | 'charter'
  | 'book' | 'story' | 'case' | 'study' | 'teaching' | 'courseware';
export type State = 'draft' | 'review' | 'scheduled' | 'published' | 'withdrawn';

/** Admin/Me: the caller's roles and what the console offers them. */
export interface Me {
  UserId: string;
  Roles: string[] | null;
  /** Review on: only a reviewer publishes, and never what they submitted themselves. */
  Review: boolean;
  Kinds: string[] | null;
  Sections: string[] | null;
}

/** One content item as the console lists it (no body). */
export interface Item {
  Id: string;
  Kind: Kind;
  Code: string;
  State: State;
  /** Readers see a published revision (a later draft of a published item is draft and Live). */
  Live: boolean;
  Category: string;
  Title: string;
  Summary: string;
  Source: string;
  SourceUrl: string;
  Cover: string;
  /** The last return or withdrawal reason. */
  Note: string;
  Provinces: number[] | null;
  Year: number;
  Order: number;
  Top: boolean;
  Version: number;
  ScheduledAt: string | null;
  CreatedAt: string;
  CreatedBy: string;
  UpdatedAt: string;
  UpdatedBy: string;
  /** A college's news or charter: the college's national code. */
  CollegeCode?: string;
}

/** One event of an item's history. */
export interface Step {
  Version: number;
  Type: string;
  Actor: string;
  /** The actor's nickname and masked phone ('' for the system and the command line). */
  ActorNick?: string;
  ActorPhone?: string;
  IP: string;
  At: string;
  Note: string;
}

/** Admin/ContentDetail: the item with its Markdown, the HTML readers would get, and its history. */
export interface Detail extends Item {
  Body: string;
  Preview: string;
  History: Step[] | null;
}

export interface ListPage {
  List: Item[] | null;
  Total: number;
  PageIndex: number;
  PageSize: number;
}

export interface ListQuery {
  Kind?: string;
  State?: string;
  Keyword?: string;
  PageIndex: number;
  PageSize: number;
}

/** Every write's answer. */
export interface WriteResult {
  ID?: string;
  Version: number;
  Position: number | string;
}

/** What Admin/SaveContent takes. */
export interface ContentInput {
  Id?: string;
  Version: number;
  Kind: Kind;
  Code?: string;
  Category: string;
  Title: string;
  Summary?: string;
  Body: string;
  Source?: string;
  SourceUrl?: string;
  Cover?: string;
  Provinces?: number[];
  Year?: number;
  Top?: boolean;
  Order?: number;
  CollegeId?: string;
}

/** Admin/Upload's answer: where readers get the file. */
export interface Uploaded {
  Url: string;
  Name: string;
  Size: number;
  Type: string;
}

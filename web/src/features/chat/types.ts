// The chat service's answers (docs/API-CHAT.md). Times are RFC 3339 in UTC.

/** A source an answer refers to as [N]. */
export interface Citation {
  N: number;
  Id: string;
  Title: string;
  Authority: string;
  /** Empty for a source without an address (a help answer names its page in Title). */
  Url: string;
  Official: boolean;
  Kind: 'admission' | 'catalog' | 'content' | 'portal' | string;
  /** What a reader should watch for. */
  Caveat: string;
}

export interface ChatLimits {
  QuestionChars: number;
  PerMinute: number;
  PerDay: number;
  Chats: number;
  Turns: number;
  TitleChars: number;
}

/** Chat/GetChatConfig. */
export interface ChatConfig {
  /** `rules` (no model configured) or `rules+model`. */
  Engine: string;
  Model: string;
  /** Chat/AudioToWords works (the page shows the microphone). */
  Speech: boolean;
  Examples: string[] | null;
  Topics: string[] | null;
  Limits: ChatLimits | null;
}

/** A chat in Chat/GetChatList. */
export interface ChatSummary {
  ChatId: string;
  Title: string;
  IsTop: boolean;
  Turns: number;
  /** The live share link's id, empty when not shared. */
  ShareId: string;
  CreatedAt: string;
  UpdatedAt: string;
}

/** A question and its answer. */
export interface Turn {
  TurnId: number;
  Question: string;
  Answer: string;
  Engine?: string;
  Intent?: string;
  Tools?: string[] | null;
  Citations: Citation[] | null;
  /** A model answer failed the server's check and the rule answer was sent instead. */
  Replaced?: boolean;
  AskedAt: string;
}

/** Chat/GetChatRecordList. */
export interface ChatRecords {
  ChatId: string;
  Title: string;
  IsTop: boolean;
  ShareId: string;
  List: Turn[] | null;
}

/** Chat/GetChatRecordListToShare: the shared chat, without its owner. */
export interface SharedChat {
  Title: string;
  List: Turn[] | null;
}

/** The stream's `meta` event. */
export interface AskMeta {
  ChatId: string;
  Title: string;
  TurnId: number;
}

/** The stream's `tool` event: a tool the answer used. */
export interface AskTool {
  Name: string;
  Label: string;
}

/** The stream's `done` event (and the non-stream answer's Data). */
export interface AskDone extends Turn {
  ChatId: string;
  Title: string;
  Missing: string[] | null;
  Version: number;
  Position: number;
}

export interface AskInput {
  ChatId?: string;
  Question: string;
}

/** A command's answer. */
export interface WriteResult {
  Version: number;
  Position: number;
}

export interface ShareResult extends WriteResult {
  ShareId: string;
}

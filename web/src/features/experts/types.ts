// The experts service's answers (docs/API-EXPERTS.md). Times are RFC 3339 in UTC.

export type ExpertState = 'pending' | 'approved' | 'rejected' | 'suspended';
export type Mode = 'video' | 'phone';
export type BookingStatus = 'upcoming' | 'past' | 'cancelled';

/** A profile as the list and an expert's page show it. */
export interface Expert {
  Id: string;
  Name: string;
  Title: string;
  Org: string;
  Years: number;
  Intro: string;
  Specialties: string[] | null;
  /** The provinces the expert advises on (none: every province). */
  Provinces: number[] | null;
  Photo: string;
  State: ExpertState | string;
  /** Slots still bookable, and the first of them. */
  FreeSlots: number;
  NextSlot: string | null;
}

/** Web/GetTeacherList's answer. */
export interface ExpertPage {
  List: Expert[] | null;
  Total: number;
  PageIndex: number;
  PageSize: number;
  Specialties: string[] | null;
}

export interface ListQuery {
  PageIndex: number;
  PageSize: number;
  Keyword?: string;
  Specialty?: string;
  ProvinceId?: number;
}

/** An offered time; BookingId only on the expert's own view and the console's. */
export interface Slot {
  Id: string;
  Start: string;
  End: string;
  Minutes: number;
  Mode: Mode | string;
  ModeName: string;
  Free: boolean;
  Closed: boolean;
  BookingId?: string;
}

/** One family's booking of a slot. */
export interface Booking {
  Id: string;
  ExpertId: string;
  ExpertName: string;
  ExpertTitle: string;
  SlotId: string;
  Start: string;
  End: string;
  Mode: Mode | string;
  ModeName: string;
  Name: string;
  Phone: string;
  Question: string;
  Cancelled: boolean;
  CancelledBy: '' | 'family' | 'expert' | 'operator' | string;
  Reason: string;
  Moved: boolean;
  CreatedAt: string;
  Status: BookingStatus | string;
  CanCancel: boolean;
  CanMove: boolean;
}

/** Web/GetTeacherDetail's answer. */
export interface ExpertDetail {
  Expert: Expert;
  Slots: Slot[] | null;
  Rules: string[] | null;
  MyBookings: Booking[] | null;
  IsSelf: boolean;
}

export interface ReserveInput {
  TeacherId: string;
  SlotId: string;
  Name: string;
  Phone: string;
  Question?: string;
}

/** Every write's answer: Position is what the next read waits for. */
export interface WriteResult {
  Version: number;
  Position: number | string;
}

export interface ReserveResult extends WriteResult {
  BookingId: string;
}

/** The profile fields an applicant fills and a reviewer corrects. */
export interface Profile {
  Name: string;
  Title: string;
  Org: string;
  Years: number;
  Intro: string;
  Specialties: string[];
  Provinces: number[];
  Photo?: string;
}

export interface ApplyInput extends Profile {
  Phone: string;
}

/** An expert with what only they and the operators see. */
export interface ExpertRecord extends Expert {
  UserId: string;
  Phone: string;
  /** Why an application was returned or an expert suspended. */
  Reason: string;
  AppliedAt: string;
  ReviewedAt: string | null;
  ReviewedBy: string;
  Version: number;
  /** A revised profile the expert submitted, waiting for review (null: none). */
  Revision: Revision | null;
  /** Why the last revision was returned ('' after a new one or an approval). */
  RevisionReason: string;
}

/** A profile field a revision may change. */
export type ProfileField = 'Name' | 'Title' | 'Org' | 'Years' | 'Intro' | 'Specialties' | 'Provinces' | 'Photo';

/** A listed expert's revised profile waiting for review, and the fields it changes. */
export interface Revision {
  Name: string;
  Title: string;
  Org: string;
  Years: number;
  Intro: string;
  Specialties: string[] | null;
  Provinces: number[] | null;
  Photo: string;
  SubmittedAt: string;
  Changed: ProfileField[] | null;
}

/** Expert/Workbench: the caller's application, slots and the families' bookings. */
export interface Workbench {
  Applied: boolean;
  Record: ExpertRecord | null;
  Slots: Slot[] | null;
  Bookings: Booking[] | null;
  Specialties: string[] | null;
  Modes: Record<string, string> | null;
}

/** One slot to open; Start is Beijing "YYYY-MM-DD HH:mm". */
export interface SlotInput {
  Start: string;
  Minutes: number;
  Mode: Mode;
}

export interface OpenSlotsResult extends WriteResult {
  SlotIds: string[];
}

/** Admin/ExpertList's answer. */
export interface ConsolePage {
  List: ExpertRecord[] | null;
  Total: number;
  PageIndex: number;
  PageSize: number;
}

/** Admin/ExpertDetail's answer. */
export interface ConsoleDetail {
  Record: ExpertRecord;
  Slots: Slot[] | null;
  Bookings: Booking[] | null;
}

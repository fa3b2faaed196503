// Shapes of the courses calls (docs/API-COURSES.md). Field names keep the server's casing.

/** What a lesson is: a video (MP4/WebM), a text (sanitised Markdown) or PDF courseware. */
export type LessonKind = 'video' | 'text' | 'pdf';

/** A live course in a list. */
export interface CourseItem {
  Id: string;
  Title: string;
  Category: string;
  Subject: string;
  Grade: string;
  Summary: string;
  /** A public upload (/uploads/…) or empty. */
  Cover: string;
  Teacher: string;
  /** Lessons beyond the free ones need the COURSES right. */
  Members: boolean;
  Chapters: number;
  Lessons: number;
  /** The lessons open to everyone. */
  FreeLessons: number;
  Minutes: number;
  /** Real counted views. */
  Views: number;
  /** Beijing date of the first publication, "2026-11-24". */
  PublishedAt: string;
}

export interface CoursePage {
  List: CourseItem[] | null;
  Total: number;
  PageIndex: number;
  PageSize: number;
}

/** A category (grade, subject) with its number of live courses. */
export interface CourseFacet {
  Id: string;
  CategoryName: string;
  Count: number;
}

export interface CourseListRequest {
  CategoryName?: string;
  Grade?: string;
  Keyword?: string;
  PageIndex: number;
  PageSize: number;
}

/** A lesson in an outline: whether the reader may open it, not its content. */
export interface LessonItem {
  Id: string;
  Title: string;
  Kind: LessonKind | string;
  Minutes: number;
  /** Open to everyone (the preview, or any lesson of a course that is not members'). */
  Free: boolean;
  /** The reader needs membership for it. */
  Locked: boolean;
  Views: number;
}

export interface CourseChapter {
  Id: string;
  Title: string;
  Lessons: LessonItem[] | null;
}

/** Course/ResourceInfo: a course with its outline (replacing the chapter count), as the reader may use it. */
export type CourseInfo = Omit<CourseItem, 'Chapters'> & {
  Chapters: CourseChapter[] | null;
  /** The reader holds the COURSES right. */
  HasMembers: boolean;
};

/** Course/LessonDetail: a lesson open to the reader. */
export interface LessonDetail {
  CourseId: string;
  CourseTitle: string;
  Id: string;
  Title: string;
  Kind: LessonKind | string;
  Minutes: number;
  Free: boolean;
  /** The lesson's text or notes, sanitised by the server. */
  Html: string;
  /** The signed address of its video or PDF (valid for hours); empty for a text lesson. */
  MediaUrl: string;
}

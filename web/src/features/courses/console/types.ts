// The console's course shapes (docs/API-COURSES.md, The console). Field names keep the server's casing.
import type { LessonKind } from '../types';

export type CourseState = 'draft' | 'published' | 'withdrawn';

export interface LessonBody {
  Id: string;
  Title: string;
  Kind: LessonKind;
  /** The uploaded file's name (what Admin/UploadMedia answered as Url); empty for a text lesson. */
  Media: string;
  /** Markdown: a text lesson's text, a video's or PDF's notes. */
  Body: string;
  Minutes: number;
  Free: boolean;
}

export interface ChapterBody {
  Id: string;
  Title: string;
  Lessons: LessonBody[] | null;
}

/** A course revision as Admin/SaveCourse takes it and Admin/CourseDetail answers it. */
export interface CourseBody {
  Title: string;
  Category: string;
  Subject: string;
  Grade: string;
  Summary: string;
  Cover: string;
  Teacher: string;
  Members: boolean;
  Chapters: ChapterBody[] | null;
}

/** A course in the console: its state and its current revision. */
export interface ConsoleCourse {
  Id: string;
  State: CourseState | string;
  /** Readers see a published revision (a later draft of a live course is draft and Live). */
  Live: boolean;
  /** The last withdrawal's reason. */
  Note: string;
  Version: number;
  UpdatedAt: string;
  UpdatedBy: string;
  PublishedAt: string | null;
  Course: CourseBody;
}

export interface ConsoleCoursePage {
  List: ConsoleCourse[] | null;
  Total: number;
  PageIndex: number;
  PageSize: number;
}

export interface SaveCourseInput {
  Id: string;
  Version: number;
  Course: CourseBody;
}

// The course editor's form: what the operator edits (strings for inputs), read from a console
// course and mapped to Admin/SaveCourse's Course. Lesson and chapter ids are made by the form
// (l1, l2, … unique in the course) and never typed.
import type { LessonKind } from '../../types';
import type { ConsoleCourse, CourseBody } from '../types';

export const GRADES = ['高一', '高二', '高三', '通用'];
export const KINDS: { value: LessonKind; text: string }[] = [
  { value: 'video', text: '视频' },
  { value: 'text', text: '图文' },
  { value: 'pdf', text: 'PDF 课件' },
];

/** A course's id: 2–64 lowercase letters, digits and hyphens, not starting with a hyphen. */
export const COURSE_ID = /^[a-z0-9][a-z0-9-]{1,63}$/;

export interface LessonForm {
  id: string;
  title: string;
  kind: LessonKind;
  minutes: string;
  free: boolean;
  body: string;
  /** The uploaded file's name (Admin/UploadMedia's Url). */
  media: string;
  /** The name the file had on the operator's computer, once uploaded here. */
  mediaName: string;
}

export interface ChapterForm {
  id: string;
  title: string;
  lessons: LessonForm[];
}

export interface CourseForm {
  id: string;
  title: string;
  category: string;
  subject: string;
  grade: string;
  summary: string;
  teacher: string;
  cover: string;
  members: boolean;
  chapters: ChapterForm[];
}

export const newLesson = (id: string): LessonForm => ({ id, title: '', kind: 'video', minutes: '', free: false, body: '', media: '', mediaName: '' });

export const newChapter = (id: string, lessonId: string): ChapterForm => ({ id, title: '', lessons: [newLesson(lessonId)] });

/** A new course: one chapter with one video lesson. */
export const emptyCourseForm = (): CourseForm => ({
  id: '', title: '', category: '', subject: '', grade: '', summary: '', teacher: '', cover: '', members: false,
  chapters: [newChapter('c1', 'l1')],
});

const kindOf = (k: string): LessonKind => (k === 'text' || k === 'pdf' ? k : 'video');

/** The form of a course as the console read it. */
export function formOf(c: ConsoleCourse): CourseForm {
  const b = c.Course;
  return {
    id: c.Id, title: b.Title ?? '', category: b.Category ?? '', subject: b.Subject ?? '', grade: b.Grade ?? '', summary: b.Summary ?? '',
    teacher: b.Teacher ?? '', cover: b.Cover ?? '', members: Boolean(b.Members),
    chapters: (b.Chapters ?? []).map((ch) => ({
      id: ch.Id,
      title: ch.Title ?? '',
      lessons: (ch.Lessons ?? []).map((l) => ({
        id: l.Id, title: l.Title ?? '', kind: kindOf(l.Kind), minutes: l.Minutes ? String(l.Minutes) : '', free: Boolean(l.Free),
        body: l.Body ?? '', media: l.Media ?? '', mediaName: '',
      })),
    })),
  };
}

/** Minutes as the server takes them: a whole number; blank is 0. */
function minutesOf(v: string): number {
  const n = Number(v.trim());
  return v.trim() && Number.isFinite(n) ? Math.trunc(n) : 0;
}

/** Admin/SaveCourse's Course for a form: trimmed, a text lesson without media. */
export function toBody(f: CourseForm): CourseBody {
  return {
    Title: f.title.trim(), Category: f.category.trim(), Subject: f.subject.trim(), Grade: f.grade, Summary: f.summary.trim(),
    Cover: f.cover.trim(), Teacher: f.teacher.trim(), Members: f.members,
    Chapters: f.chapters.map((ch) => ({
      Id: ch.id,
      Title: ch.title.trim(),
      Lessons: ch.lessons.map((l) => ({
        Id: l.id, Title: l.title.trim(), Kind: l.kind, Media: l.kind === 'text' ? '' : l.media, Body: l.body.trim(),
        Minutes: minutesOf(l.minutes), Free: l.free,
      })),
    })),
  };
}

/** Whether two forms would save the same course. */
export const sameForm = (a: CourseForm, b: CourseForm): boolean => a.id === b.id && JSON.stringify(toBody(a)) === JSON.stringify(toBody(b));

/** What must be fixed before saving; the server checks the rest and names the chapter and lesson. */
export function formProblems(f: CourseForm, isNew: boolean): string[] {
  const out: string[] = [];
  if (isNew && !COURSE_ID.test(f.id.trim())) out.push('课程编号须为 2–64 位小写字母、数字或连字符（如 pingxing-10）');
  if (!f.title.trim()) out.push('请填写课程名称');
  if (!f.category.trim()) out.push('请填写课程分类');
  if (!f.chapters.length) out.push('课程至少要有一章');
  return out;
}

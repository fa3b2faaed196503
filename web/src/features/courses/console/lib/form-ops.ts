// Changes to the course form's chapters and lessons: add, remove, move up or down, edit.
import { newChapter, newLesson, type ChapterForm, type CourseForm, type LessonForm } from './course-form';

/** The next id of a prefix not yet used: l1, l2, … (one above the highest in use). */
export function nextId(prefix: string, used: string[]): string {
  const re = new RegExp(`^${prefix}(\\d+)$`);
  const top = used.reduce((m, id) => Math.max(m, Number(re.exec(id)?.[1] ?? 0)), 0);
  return `${prefix}${top + 1}`;
}

const lessonIds = (f: CourseForm) => f.chapters.flatMap((ch) => ch.lessons.map((l) => l.id));

function move<T>(list: T[], i: number, delta: number): T[] {
  const j = i + delta;
  if (i < 0 || i >= list.length || j < 0 || j >= list.length) return list;
  const out = [...list];
  [out[i], out[j]] = [out[j], out[i]];
  return out;
}

const withChapter = (f: CourseForm, ci: number, change: (ch: ChapterForm) => ChapterForm): CourseForm => ({
  ...f,
  chapters: f.chapters.map((ch, i) => (i === ci ? change(ch) : ch)),
});

export const addChapter = (f: CourseForm): CourseForm => ({
  ...f,
  chapters: [...f.chapters, newChapter(nextId('c', f.chapters.map((c) => c.id)), nextId('l', lessonIds(f)))],
});

export const removeChapter = (f: CourseForm, ci: number): CourseForm => ({ ...f, chapters: f.chapters.filter((_, i) => i !== ci) });

export const moveChapter = (f: CourseForm, ci: number, delta: number): CourseForm => ({ ...f, chapters: move(f.chapters, ci, delta) });

export const patchChapter = (f: CourseForm, ci: number, patch: Partial<Pick<ChapterForm, 'title'>>): CourseForm =>
  withChapter(f, ci, (ch) => ({ ...ch, ...patch }));

export const addLesson = (f: CourseForm, ci: number): CourseForm =>
  withChapter(f, ci, (ch) => ({ ...ch, lessons: [...ch.lessons, newLesson(nextId('l', lessonIds(f)))] }));

export const removeLesson = (f: CourseForm, ci: number, li: number): CourseForm =>
  withChapter(f, ci, (ch) => ({ ...ch, lessons: ch.lessons.filter((_, i) => i !== li) }));

export const moveLesson = (f: CourseForm, ci: number, li: number, delta: number): CourseForm =>
  withChapter(f, ci, (ch) => ({ ...ch, lessons: move(ch.lessons, li, delta) }));

/** Edits a lesson; another kind drops the uploaded file (a video is no courseware). */
export function patchLesson(f: CourseForm, ci: number, li: number, patch: Partial<Omit<LessonForm, 'id'>>): CourseForm {
  return withChapter(f, ci, (ch) => ({
    ...ch,
    lessons: ch.lessons.map((l, i) => {
      if (i !== li) return l;
      const next = { ...l, ...patch };
      return patch.kind && patch.kind !== l.kind ? { ...next, media: '', mediaName: '' } : next;
    }),
  }));
}

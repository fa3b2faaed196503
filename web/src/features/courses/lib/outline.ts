// The outline of a course as the player walks it.
import type { CourseInfo, LessonItem } from '../types';

/** Every lesson in order, with the number of its chapter (1-based). */
export function lessonsOf(course: Pick<CourseInfo, 'Chapters'>): (LessonItem & { chapter: number })[] {
  return (course.Chapters ?? []).flatMap((ch, i) => (ch.Lessons ?? []).map((l) => ({ ...l, chapter: i + 1 })));
}

/** The lesson of an id, or null. */
export const findLesson = (course: Pick<CourseInfo, 'Chapters'>, id: string): LessonItem | null =>
  lessonsOf(course).find((l) => l.Id === id) ?? null;

/** The first lesson the reader may open (to start with), or null. */
export const firstOpenLesson = (course: Pick<CourseInfo, 'Chapters'>): LessonItem | null =>
  lessonsOf(course).find((l) => !l.Locked) ?? null;

/** The lessons before and after one. */
export function neighbours(course: Pick<CourseInfo, 'Chapters'>, id: string): { prev: LessonItem | null; next: LessonItem | null } {
  const all = lessonsOf(course);
  const i = all.findIndex((l) => l.Id === id);
  if (i < 0) return { prev: null, next: null };
  return { prev: all[i - 1] ?? null, next: all[i + 1] ?? null };
}

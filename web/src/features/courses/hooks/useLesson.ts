import { useAtomValue } from 'jotai';
import { ApiCode, ApiError } from '@/lib/api-client';
import { loginDataAtom } from '@/lib/session';
import { useLoad } from '@/lib/use-load';
import { getLessonDetail } from '../api/get-lesson-detail';
import type { LessonDetail } from '../types';
import { useCountLessonView } from './useCountLessonView';

/**
 * The chosen lesson's content (null lessonId: nothing asked), and its view counted once it is on
 * screen. `lesson` is the answer for this lesson only. A 112 (a members' lesson, the login gone)
 * calls onLoginNeeded at once: the login is cleared then, and what the page shows next is a
 * visitor's view.
 */
export function useLesson(courseId: string, lessonId: string | null, onLoginNeeded: () => void) {
  const user = useAtomValue(loginDataAtom)?.UserId ?? '';
  const load = () =>
    getLessonDetail(courseId, lessonId ?? '').catch((e: unknown) => {
      if (e instanceof ApiError && e.code === ApiCode.LoginExpired) onLoginNeeded();
      throw e;
    });
  const res = useLoad<LessonDetail>(load, lessonId ? `${courseId}\u0000${lessonId}\u0000${user}` : null);
  const lesson = res.data && res.data.Id === lessonId && res.data.CourseId === courseId ? res.data : null;
  useCountLessonView(courseId, lesson?.Id);
  return { lesson, loading: res.loading, error: res.error };
}

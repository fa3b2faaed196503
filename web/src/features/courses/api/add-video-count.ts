import { apiPost } from '@/lib/api-client';

/** Web/AddVideoCount: counts one view of a lesson; a failure is nothing the reader needs to hear about. */
export const addVideoCount = (CourseId: string, LessonId: string) =>
  apiPost<{ Counted: boolean }>('Web/AddVideoCount', { CourseId, LessonId }, { silent: true });

import { apiPost } from '@/lib/api-client';
import type { LessonDetail } from '../types';

/**
 * Course/LessonDetail: a lesson open to the reader, its file at a signed address. A members'
 * lesson answers 112 to a visitor and 402 to a reader without the right: the page shows both.
 */
export const getLessonDetail = (CourseId: string, LessonId: string) =>
  apiPost<LessonDetail>('Course/LessonDetail', { CourseId, LessonId }, { silent: true });

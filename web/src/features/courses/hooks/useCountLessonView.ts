import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { createViewLedger } from '@/features/content/lib/view-ledger';
import { addVideoCount } from '../api/add-video-count';

/**
 * Counts one view (Web/AddVideoCount) of the lesson on screen, once per opened lesson: the history
 * entry and the lesson, so StrictMode's second run of the effect counts nothing. A null lesson
 * (none open, or not loaded yet) counts nothing.
 */
export function useCountLessonView(courseId: string, lessonId: string | null | undefined): void {
  const { key } = useLocation();
  const ledger = useRef<ReturnType<typeof createViewLedger> | null>(null);
  ledger.current ??= createViewLedger();
  useEffect(() => {
    if (!courseId || !lessonId || !ledger.current!(`${key}\u0000${courseId}\u0000${lessonId}`)) return;
    addVideoCount(courseId, lessonId).catch(() => undefined);
  }, [courseId, lessonId, key]);
}

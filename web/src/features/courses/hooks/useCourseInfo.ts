import { useAtomValue } from 'jotai';
import { loginDataAtom } from '@/lib/session';
import { useLoad } from '@/lib/use-load';
import { getResourceInfo } from '../api/get-resource-info';
import type { CourseInfo } from '../types';

/**
 * A course's outline for the reader: read again when another user signs in or out, since what is
 * locked depends on who reads. `course` is the answer for this id only.
 */
export function useCourseInfo(id: string) {
  const user = useAtomValue(loginDataAtom)?.UserId ?? '';
  const res = useLoad<CourseInfo>(() => getResourceInfo(id), id ? `${id}\u0000${user}` : null);
  const course = res.data && res.data.Id === id ? res.data : null;
  return { course, loading: res.loading, error: res.error };
}

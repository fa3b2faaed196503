import { useAtomValue } from 'jotai';
import { loginDataAtom } from '@/lib/session';
import { getTeacherDetail } from '../api/get-teacher-detail';
import { useReloadable } from './useReloadable';

/** An expert's page, read again when another user signs in (their own bookings are in it). */
export function useTeacherDetail(id: string) {
  const userId = useAtomValue(loginDataAtom)?.UserId ?? '';
  return useReloadable(() => getTeacherDetail(id), id ? `${id}:${userId}` : null);
}

import { useAtomValue } from 'jotai';
import { useLoad } from '@/lib/use-load';
import { loginDataAtom } from '@/lib/session';
import { getMe } from '../api/get-me';

/** Admin/Me for the logged-in user (read again when another user logs in). */
export function useMe() {
  const userId = useAtomValue(loginDataAtom)?.UserId ?? '';
  return useLoad(getMe, `me:${userId}`);
}

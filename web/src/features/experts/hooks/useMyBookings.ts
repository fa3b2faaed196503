import { useAtomValue } from 'jotai';
import { loginDataAtom } from '@/lib/session';
import { getMyBookings } from '../api/my-bookings';
import { useReloadable } from './useReloadable';

/** The signed-in family's bookings (nothing is asked for when signed out). */
export function useMyBookings() {
  const login = useAtomValue(loginDataAtom);
  return useReloadable(async () => (await getMyBookings()) ?? [], login?.Token ? `mine:${login.UserId}` : null);
}

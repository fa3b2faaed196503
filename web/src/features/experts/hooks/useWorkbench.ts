import { useAtomValue } from 'jotai';
import { loginDataAtom } from '@/lib/session';
import { getWorkbench } from '../api/get-workbench';
import { useReloadable } from './useReloadable';

/** The signed-in user's application, slots and bookings (Expert/Workbench). */
export function useWorkbench() {
  const userId = useAtomValue(loginDataAtom)?.UserId ?? '';
  return useReloadable(getWorkbench, `workbench:${userId}`);
}

import { useAtomValue } from 'jotai';
import { checkMembership } from '@/lib/membership';
import { loginDataAtom, rightsListAtom } from '@/lib/session';

/** Whether the stored login data holds an unexpired right (a hint only: the server is the gate). */
export function useHasRight(code: string): boolean {
  const login = useAtomValue(loginDataAtom);
  const rights = useAtomValue(rightsListAtom);
  return checkMembership([code], login ? rights : null).allowed;
}

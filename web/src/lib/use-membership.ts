import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { checkMembership } from './membership';
import { loginDataAtom, rightsListAtom } from './session';
import { navigateTo } from './navigation';
import { notify } from './notify';

/** The membership check as a hook: shows the message and navigates as the result says. */
export function useMembership() {
  const login = useAtomValue(loginDataAtom);
  const rights = useAtomValue(rightsListAtom);
  return useCallback(
    (codes?: unknown): boolean => {
      const r = checkMembership(codes, login ? rights : null);
      if (r.message) (r.allowed ? notify.info : notify.warning)(r.message);
      if (r.redirect) navigateTo(r.redirect);
      return r.allowed;
    },
    [login, rights],
  );
}

import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

export const LEAVE_QUESTION = '有未保存的修改，确定离开吗？';

/**
 * Asks before unsaved changes are lost: leaving the page in the app (another console page, a
 * menu link) or closing or reloading the tab. allow() lets the editor's own next navigation
 * through (to a new item's address after its first save).
 */
export function useLeaveGuard(dirty: boolean) {
  const allowed = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return {
    allow: () => {
      allowed.current = true;
    },
  };
}

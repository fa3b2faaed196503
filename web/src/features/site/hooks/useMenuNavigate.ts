import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router';
import type { Menu } from '@/types/api';
import { loginDataAtom } from '@/lib/session';
import { resolveMenuAction, type MenuAction } from '@/lib/menu';
import { openRouteInNewWindow } from '@/lib/navigation';
import { notify } from '@/lib/notify';

/** Carries out a menu click per its open way (SPEC §4). */
export function useMenuNavigate(place: 'nav' | 'footer') {
  const navigate = useNavigate();
  const login = useAtomValue(loginDataAtom);
  const resolve = useCallback((m: Menu): MenuAction => resolveMenuAction(m, login, place), [login, place]);
  const go = useCallback(
    (m: Menu) => {
      const a = resolve(m);
      if (a.kind === 'error') {
        notify.warning(a.message);
        if (a.redirect) navigate(a.redirect);
      } else if (a.kind === 'route') {
        if (a.newWindow) openRouteInNewWindow(a.path);
        else navigate(a.path);
      } else if (a.newWindow) {
        window.open(a.url, '_blank', 'noopener');
      } else {
        window.location.href = a.url;
      }
    },
    [navigate, resolve],
  );
  /** An href for the link, so it reads right on hover and works with middle-click. */
  const hrefOf = useCallback((m: Menu) => {
    const a = resolve(m);
    return a.kind === 'route' ? `#${a.path}` : a.kind === 'url' ? a.url : '#';
  }, [resolve]);
  return { go, hrefOf };
}

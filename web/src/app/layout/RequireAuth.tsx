import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPath } from '@/lib/navigation';
import { isLoggedInAtom } from '@/lib/session';

/** Protected routes go to /login (with the way back) when nobody is logged in. */
export function RequireAuth() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { pathname, search } = useLocation();
  if (!loggedIn) return <Navigate to={loginPath(pathname + search)} replace />;
  return <Outlet />;
}

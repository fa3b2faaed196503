import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { registerNavigator } from '@/lib/navigation';
import { Toaster } from '@/components/Toaster';
import { ScriptInjector } from '@/features/site/components/ScriptInjector';

/** Wraps every route: scroll to top on navigation, toasts, script injection. */
export function RootShell() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigator((path, opts) => navigate(path, opts));
  }, [navigate]);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return (
    <>
      <Outlet />
      <Toaster />
      <ScriptInjector />
    </>
  );
}

import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { registerNavigator } from '@/lib/navigation';
import { Toaster } from '@/components/Toaster';
import { ScriptInjector } from '@/features/site/components/ScriptInjector';
import { documentTitle } from '../routes/titles';

/** Wraps every route: scroll to top and the document title on navigation, toasts, script injection. */
export function RootShell() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigator((path, opts) => navigate(path, opts));
  }, [navigate]);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  // The route's own title first; a detail page refines it when its data arrives.
  useEffect(() => {
    document.title = documentTitle(pathname);
  }, [pathname, search]);
  return (
    <>
      <Outlet />
      <Toaster />
      <ScriptInjector />
    </>
  );
}

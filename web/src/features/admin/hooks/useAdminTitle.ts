import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { withSiteTitle } from '@/lib/use-document-title';

/**
 * "运营后台 - 高考志愿填报" on every console page. /admin is not in the app's title table, and
 * the shell sets the table's title after each navigation (a parent's effect runs after its
 * children's), so the console's title is set just after it.
 */
export function useAdminTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const t = setTimeout(() => {
      document.title = withSiteTitle('运营后台');
    }, 0);
    return () => clearTimeout(t);
  }, [pathname]);
}

import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Button } from 'semantic-ui-react';
import { PageLoader } from '@/components/PageLoader';
import { FORBIDDEN } from '../api/call';
import { useAdminTitle } from '../hooks/useAdminTitle';
import { useMe } from '../hooks/useMe';
import { AdminForbidden } from './AdminForbidden';
import { AdminMenu } from './AdminMenu';
import '../admin.css';

/**
 * /admin: the operators' console. Admin/Me says whether the user may enter (403: a plain page
 * saying they may not) and what they may do; the pages get it through the outlet's context.
 */
export default function AdminLayout() {
  const me = useMe();
  useAdminTitle();
  if (me.error?.code === FORBIDDEN) return <AdminForbidden />;
  if (me.error) {
    return (
      <div className="zy-container zy-admin-error" data-testid="admin-error">
        <p>{me.error.message}</p>
        <Button type="button" onClick={() => window.location.reload()} content="重试" />
      </div>
    );
  }
  if (!me.data) return <div className="zy-container"><PageLoader /></div>;
  return (
    <div className="zy-container zy-admin" data-testid="admin-console">
      <AdminMenu me={me.data} />
      <section className="zy-admin-body">
        <Suspense fallback={<PageLoader />}>
          <Outlet context={me.data} />
        </Suspense>
      </section>
    </div>
  );
}

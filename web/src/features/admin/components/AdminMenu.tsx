import { NavLink } from 'react-router';
import { isKind, KIND_NAMES } from '../lib/kinds';
import { canWrite, hasRole, isAdmin } from '../lib/roles';
import type { Me } from '../types';

/** The console's side menu: a list per content kind, 课程 for editors and reviewers, 专家入驻 for reviewers, and 站点设置 for admins. */
export function AdminMenu({ me }: { me: Me }) {
  const kinds = (me.Kinds ?? []).filter(isKind);
  return (
    <nav className="zy-admin-menu" aria-label="运营后台" data-testid="admin-menu">
      <div className="zy-admin-menu-title">运营后台</div>
      {kinds.map((k) => (
        <NavLink key={k} to={`/admin/${k}`} className={({ isActive }) => (isActive ? 'active' : '')} data-testid={`admin-menu-${k}`}>
          {KIND_NAMES[k]}
        </NavLink>
      ))}
      {canWrite(me) ? (
        <NavLink to="/admin/courses" className={({ isActive }) => (isActive ? 'active' : '')} data-testid="admin-menu-courses">
          课程
        </NavLink>
      ) : null}
      {hasRole(me, 'reviewer') ? (
        <NavLink to="/admin/experts" className={({ isActive }) => (isActive ? 'active' : '')} data-testid="admin-menu-experts">
          专家入驻
        </NavLink>
      ) : null}
      {isAdmin(me) ? (
        <NavLink to="/admin/site" className={({ isActive }) => (isActive ? 'active' : '')} data-testid="admin-menu-site">
          站点设置
        </NavLink>
      ) : null}
    </nav>
  );
}

import type { Role } from '../types';
import { roleName } from '../lib/roles';

/** The reader's role on the table, in words. */
export function RoleBadge({ role, name }: { role: Role; name?: string }) {
  return (
    <span className={`zy-wish-role zy-wish-role-${role}`} data-testid="wish-role" data-role={role}>
      你的权限：{roleName(role, name)}
    </span>
  );
}

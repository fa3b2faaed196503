// What the caller's roles allow on a course (the server checks every call; the console only hides
// what it would refuse). An admin holds every role.
import { canWrite, hasRole, isAdmin } from '@/features/admin/lib/roles';
import type { Me } from '@/features/admin/types';
import type { ConsoleCourse } from '../types';

/** Editors and reviewers write courses. */
export const canEditCourses = (me: Pick<Me, 'Roles'>): boolean => canWrite(me);

/** 发布: a reviewer; with review off an editor too. A revision already live has nothing to publish. */
export const canPublish = (me: Pick<Me, 'Roles' | 'Review'>, c: Pick<ConsoleCourse, 'State'>): boolean =>
  c.State !== 'published' && (me.Review ? hasRole(me, 'reviewer') : canWrite(me));

/** 下线: a reviewer, of a live course. */
export const canWithdraw = (me: Pick<Me, 'Roles'>, c: Pick<ConsoleCourse, 'Live'>): boolean => c.Live && hasRole(me, 'reviewer');

/** With review on, a reviewer who is not an admin may not publish the revision they saved themselves. */
export const ownRevision = (me: Pick<Me, 'UserId' | 'Roles' | 'Review'>, c: Pick<ConsoleCourse, 'UpdatedBy'>): boolean =>
  me.Review && !isAdmin(me) && c.UpdatedBy === me.UserId;

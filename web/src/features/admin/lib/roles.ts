// What the caller's roles and an item's state allow. The server checks every call; the console
// only hides what it would refuse. An admin holds every role.
import type { Me, Role, State } from '../types';

export const hasRole = (me: Pick<Me, 'Roles'>, role: Role): boolean => {
  const roles = me.Roles ?? [];
  return roles.includes('admin') || roles.includes(role);
};

/** Writes drafts and submits them: editors and reviewers. */
export const canWrite = (me: Pick<Me, 'Roles'>): boolean => hasRole(me, 'editor') || hasRole(me, 'reviewer');

/** Edits the site sections and parameters. */
export const isAdmin = (me: Pick<Me, 'Roles'>): boolean => (me.Roles ?? []).includes('admin');

export type Action = 'submit' | 'publish' | 'return' | 'withdraw';

export const ACTION_NAMES: Record<Action, string> = { submit: '提交审核', publish: '发布', return: '退回', withdraw: '下线' };

/**
 * The workflow buttons for an item: submit a draft (or a withdrawn item); with review on, a
 * reviewer publishes or returns what is in review; with review off, an editor publishes their
 * draft; a reviewer withdraws what is live or scheduled.
 */
export function allowedActions(me: Pick<Me, 'Roles' | 'Review'>, item: { State: State | string; Live: boolean }): Action[] {
  const out: Action[] = [];
  const s = item.State;
  const writer = canWrite(me);
  const reviewer = hasRole(me, 'reviewer');
  if (writer && (s === 'draft' || s === 'withdrawn')) out.push('submit');
  if (me.Review) {
    if (reviewer && s === 'review') out.push('publish', 'return');
  } else {
    if (writer && (s === 'draft' || s === 'review' || s === 'withdrawn')) out.push('publish');
    if (reviewer && s === 'review') out.push('return');
  }
  if (reviewer && (item.Live || s === 'scheduled')) out.push('withdraw');
  return out;
}

/**
 * With review on, a reviewer who is not an admin may not publish what they submitted themselves
 * (the server refuses it); the history's last submission says who submitted.
 */
export function ownSubmission(me: Pick<Me, 'UserId' | 'Roles' | 'Review'>, item: { State: string; History?: { Type: string; Actor: string }[] | null }): boolean {
  if (!me.Review || isAdmin(me) || item.State !== 'review') return false;
  const last = [...(item.History ?? [])].reverse().find((s) => s.Type === 'content.submitted');
  return last?.Actor === me.UserId;
}

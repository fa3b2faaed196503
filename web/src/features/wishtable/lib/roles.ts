// What each role may do on a table (docs/API-WISH.md "Roles").
import type { Role, ShareRole } from '../types';

export const ROLE_NAMES: Record<Role, string> = { owner: '创建者', editor: '可编辑', commenter: '可备注', viewer: '仅查看' };

/** The roles the owner can give, most rights first. */
export const SHARE_ROLES: { value: ShareRole; text: string }[] = [
  { value: 'editor', text: ROLE_NAMES.editor },
  { value: 'commenter', text: ROLE_NAMES.commenter },
  { value: 'viewer', text: ROLE_NAMES.viewer },
];

/** Add, remove, move units, majors, 调剂, confirmations, score, restore. */
export const canEdit = (r: Role | null | undefined) => r === 'owner' || r === 'editor';
/** Notes on the table and its units. */
export const canComment = (r: Role | null | undefined) => canEdit(r) || r === 'commenter';
/** Rename, delete, share. */
export const isOwner = (r: Role | null | undefined) => r === 'owner';

export const roleName = (r: Role | null | undefined, given?: string) => given || (r ? ROLE_NAMES[r] : '');

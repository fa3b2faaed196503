import { wishCommand } from './call';

/** WishTable/RemoveMember: the owner revokes a member, or a member leaves. */
export const removeMember = (body: { TableId: string; UserId: string }) => wishCommand('WishTable/RemoveMember', body);

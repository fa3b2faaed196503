import { wishCommand } from './call';

/** WishTable/RevokeLink (owner). */
export const revokeLink = (body: { TableId: string; LinkId: string }) => wishCommand('WishTable/RevokeLink', body);

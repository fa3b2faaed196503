import { chatCommand } from './call';

/** Chat/RevokeShare: the chat's share link stops working. */
export const revokeShare = (ChatId: string) => chatCommand('RevokeShare', { ChatId });

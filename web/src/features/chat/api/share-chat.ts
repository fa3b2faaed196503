import type { ShareResult } from '../types';
import { chatCommand } from './call';

/** Chat/ShareChat: a new read-only link id (an earlier link of the chat stops working). */
export const shareChat = (ChatId: string) => chatCommand<ShareResult>('ShareChat', { ChatId });

import { chatCommand } from './call';

/** Chat/DelChat: the chat leaves the list and its share link stops working. */
export const delChat = (ChatId: string) => chatCommand('DelChat', { ChatId });

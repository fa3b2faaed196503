import type { ChatSummary } from '../types';
import { chatRead } from './call';

/** Chat/GetChatList: the user's chats, pinned first. */
export const getChatList = () => chatRead<ChatSummary[] | null>('GetChatList');

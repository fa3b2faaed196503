import { chatCommand } from './call';

/** Chat/UpdateChatTitle: 1–30 characters. */
export const updateChatTitle = (ChatId: string, Title: string) => chatCommand('UpdateChatTitle', { ChatId, Title });

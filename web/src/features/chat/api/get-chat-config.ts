import { apiPost } from '@/lib/api-client';
import type { ChatConfig } from '../types';

/** Chat/GetChatConfig (no login): the engine, the speech switch, the examples, topics and limits. */
export const getChatConfig = () => apiPost<ChatConfig>('Chat/GetChatConfig', {}, { silent: true });

import { apiPost } from '@/lib/api-client';
import type { SharedChat } from '../types';

/** Chat/GetChatRecordListToShare (no login): a shared chat, read-only; 404 分享链接已失效. */
export const getChatRecordListToShare = (ShareId: string) => apiPost<SharedChat>('Chat/GetChatRecordListToShare', { ShareId }, { silent: true });

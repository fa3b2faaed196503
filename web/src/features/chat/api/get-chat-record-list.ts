import type { ChatRecords } from '../types';
import { chatRead } from './call';

/** Chat/GetChatRecordList: a chat of the user's and its turns (404 对话不存在 otherwise). */
export const getChatRecordList = (ChatId: string) => chatRead<ChatRecords>('GetChatRecordList', { ChatId });

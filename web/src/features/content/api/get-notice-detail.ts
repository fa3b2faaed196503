import { apiPost } from '@/lib/api-client';
import type { NewsDetail } from '../types';

/** Web/GetNoticeDetail: one published notice, in the news detail's shape. */
export const getNoticeDetail = (Id: string) => apiPost<NewsDetail>('Web/GetNoticeDetail', { Id }, { silent: true });

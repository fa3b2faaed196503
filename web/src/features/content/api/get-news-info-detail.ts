import { apiPost } from '@/lib/api-client';
import type { NewsDetail } from '../types';

/** Web/GetNewsInfoDetail: one published news item (404 内容不存在或已下线 is the page's to show). */
export const getNewsInfoDetail = (Id: string) => apiPost<NewsDetail>('Web/GetNewsInfoDetail', { Id }, { silent: true });

import { apiPost } from '@/lib/api-client';
import type { NewsItem, NewsListRequest, Paged } from '../types';

/** Web/GetNewsInfoList: a page of published news, newest first; errors show in place of the list. */
export const getNewsInfoList = (body: NewsListRequest) => apiPost<Paged<NewsItem>>('Web/GetNewsInfoList', body, { silent: true });

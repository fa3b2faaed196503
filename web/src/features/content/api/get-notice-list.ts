import { apiPost } from '@/lib/api-client';
import type { NewsItem, NoticeListRequest, Paged } from '../types';

/** Web/GetNoticeList: a page of published notices (公告), newest first, in the news list's shape. */
export const getNoticeList = (body: NoticeListRequest) => apiPost<Paged<NewsItem>>('Web/GetNoticeList', body, { silent: true });

import { apiPost } from '@/lib/api-client';
import type { NewsItem, NoticeListRequest, Paged } from '../types';

/** Career/UpgradeNewsList: a page of published 升学资讯, newest first, in the news list's shape. */
export const getUpgradeNewsList = (body: NoticeListRequest) => apiPost<Paged<NewsItem>>('Career/UpgradeNewsList', body, { silent: true });

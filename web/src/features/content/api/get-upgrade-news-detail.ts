import { apiPost } from '@/lib/api-client';
import type { NewsDetail } from '../types';

/** Career/UpgradeNewsDetail: one published 升学资讯 article, in the news detail's shape. */
export const getUpgradeNewsDetail = (Id: string) => apiPost<NewsDetail>('Career/UpgradeNewsDetail', { Id }, { silent: true });

import { apiPost, ApiCode } from '@/lib/api-client';
import type { NewsDetail, NewsItem, Paged } from '@/features/content/types';

/** Career/GetCareerContentList: a page of one career kind's published items, newest first. */
export const getCareerContentList = (Kind: string, PageIndex: number, PageSize = 10) =>
  apiPost<Paged<NewsItem>>('Career/GetCareerContentList', { Kind, PageIndex, PageSize }, { silent: true });

/** Career/GetCareerContentDetail: one item; unknown (404) is left to the page. */
export const getCareerContentDetail = (Kind: string, Id: string) =>
  apiPost<NewsDetail>('Career/GetCareerContentDetail', { Kind, Id }, { silent: [ApiCode.NotFound, ApiCode.Invalid] });

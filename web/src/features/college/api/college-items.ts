import { apiPost, ApiCode } from '@/lib/api-client';
import type { NewsDetail, NewsItem, Paged } from '@/features/content/types';

/** College/GetCollegeConstitutionList: a college's 招生章程 entries, newest first. */
export const getCollegeConstitutionList = (CollegeId: string) =>
  apiPost<Paged<NewsItem>>('College/GetCollegeConstitutionList', { CollegeId, PageIndex: 1, PageSize: 20 }, { silent: true });

/** College/GetCollegeNewsList: a college's news (paged in the query string, as the SPEC's call is). */
export const getCollegeNewsList = (CollegeId: string) =>
  apiPost<Paged<NewsItem>>('College/GetCollegeNewsList?pageIndex=1&pageSize=10', { CollegeId }, { silent: true });

/** College/GetCollegeConstitutionDetail: one charter entry; unknown is left to the page. */
export const getCollegeConstitutionDetail = (Id: string) =>
  apiPost<NewsDetail>('College/GetCollegeConstitutionDetail', { Id }, { silent: [ApiCode.NotFound, ApiCode.Invalid] });

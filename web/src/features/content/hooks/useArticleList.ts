import { useLoad } from '@/lib/use-load';
import { getNewsInfoList } from '../api/get-news-info-list';
import { getNoticeList } from '../api/get-notice-list';
import { getUpgradeNewsList } from '../api/get-upgrade-news-list';
import type { ListState } from '../lib/list-url';
import type { ArticleKind, NewsItem, Paged } from '../types';

/**
 * A page of news, notices or 升学资讯 for the visitor's province (undefined: every province). Notices take
 * no title filter; a category is sent only when one is chosen.
 */
export function useArticleList(kind: ArticleKind, s: ListState, provinceId: number | undefined) {
  const base = { CategoryName: s.category || undefined, ExamProvinceId: provinceId, PageIndex: s.page, PageSize: s.size };
  const load = (): Promise<Paged<NewsItem>> =>
    kind === 'news' ? getNewsInfoList({ ...base, NewsTitle: s.keyword || undefined }) : kind === 'rise' ? getUpgradeNewsList(base) : getNoticeList(base);
  return useLoad(load, JSON.stringify([kind, s.category, kind === 'news' ? s.keyword : '', provinceId ?? 0, s.page, s.size]));
}

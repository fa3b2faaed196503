import { useLoad } from '@/lib/use-load';
import { getNewsInfoDetail } from '../api/get-news-info-detail';
import { getNoticeDetail } from '../api/get-notice-detail';
import { getUpgradeNewsDetail } from '../api/get-upgrade-news-detail';
import type { ArticleKind, NewsDetail } from '../types';
import { useCountView } from './useCountView';

/**
 * One news item or notice by id, and its read counted once it is on screen. `article` is the
 * answer for this id only: while the next one loads (prev / next) the previous one is not passed off as it.
 */
export function useArticle(kind: ArticleKind, id: string) {
  const detail = { news: getNewsInfoDetail, notice: getNoticeDetail, rise: getUpgradeNewsDetail }[kind];
  const res = useLoad<NewsDetail>(() => detail(id), id ? `${kind}:${id}` : null);
  const article = res.data && res.data.Id === id ? res.data : null;
  useCountView(article?.Id);
  return { article, loading: res.loading, error: res.error };
}

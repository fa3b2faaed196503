import type { ArticleKind } from '../types';

/** What tells the article kinds apart on their pages. */
export interface KindInfo {
  kind: ArticleKind;
  /** The short noun: 资讯 / 公告. */
  noun: string;
  /** The list page's heading. */
  title: string;
  listPath: string;
  detailPath: string;
  /** The list's empty state when nothing filters it. */
  empty: string;
  /** News has category tabs (Web/GetNewsCategoryList) and a title filter; notices have neither. */
  filters: boolean;
}

export const KINDS: Record<ArticleKind, KindInfo> = {
  news: { kind: 'news', noun: '资讯', title: '高考资讯', listPath: '/newslist', detailPath: '/newsdetail', empty: '暂无资讯', filters: true },
  notice: { kind: 'notice', noun: '公告', title: '通知公告', listPath: '/noticelist', detailPath: '/noticedetail', empty: '暂无公告', filters: false },
  rise: { kind: 'rise', noun: '升学资讯', title: '升学资讯', listPath: '/risenewslist', detailPath: '/risenewsdetail', empty: '暂无升学资讯：编辑部还没有发布这类文章', filters: false },
};

/** The address of an article: /newsdetail?id=…, /noticedetail?id=… or /risenewsdetail?id=…. */
export const articlePath = (kind: ArticleKind, id: string) => `${KINDS[kind].detailPath}?id=${encodeURIComponent(id)}`;

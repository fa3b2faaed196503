// Items in the shapes the server answers (docs/API-CONTENT.md), for the content tests.
import type { HelpDetail, HelpItem, NewsDetail, NewsItem } from '../types';

export const newsItem = (n: number, patch: Partial<NewsItem> = {}): NewsItem => ({
  Id: `news-${n}`,
  NewsTitle: `资讯标题${n}`,
  CategoryName: '填报指南',
  Summary: `摘要${n}`,
  Source: '志愿编辑部',
  SourceUrl: '',
  ReleaseDate: '2026-11-24',
  ViewCountBase: 0,
  ViewCountReal: n,
  CoverImageFileUrl: '',
  ProvinceNames: [],
  ...patch,
});

export const NOTICE: NewsItem = newsItem(1, {
  Id: 'notice-rank-44-2025',
  NewsTitle: '2025年广东一分一段表已收录',
  CategoryName: '数据更新',
  Summary: '本站已收录广东2025年的一分一段表。',
  Source: '广东省教育考试院',
  SourceUrl: 'https://eea.gd.gov.cn/x.html',
  ProvinceNames: ['广东'],
  ViewCountReal: 7,
  Year: 2025,
});

export const DETAIL: NewsDetail = {
  ...newsItem(2, { NewsTitle: '平行志愿是怎么投档的', Source: '广东省教育考试院', SourceUrl: 'https://eea.gd.gov.cn/a.html', ProvinceNames: ['广东', '广西'], ViewCountReal: 12, ViewCountBase: 0 }),
  Content: '<p>先看<a href="#/query-rank" rel="noreferrer">一分一段查询</a>，再看<a href="https://gaokao.chsi.com.cn/" rel="noreferrer noopener" target="_blank">阳光高考</a>。</p><h2>投档</h2><p>按位次从高到低。</p>',
  RevisedDate: '2026-11-25',
  Prev: { Id: 'news-1', NewsTitle: '上一篇的标题' },
  Next: null,
};

export const helpItem = (id: string, title: string, category = '账号与登录', top = false): HelpItem => ({
  Id: id,
  Title: title,
  CategoryName: category,
  Summary: `${title}的摘要`,
  Top: top,
});

export const HELP_DETAIL: HelpDetail = {
  ...helpItem('help-change-or-reset-password', '怎样修改密码？忘记密码怎么办？'),
  Content: '<p>进入<a href="#/setpwd" rel="noreferrer">密码设置</a>，填写原密码和新密码。</p>',
  RevisedDate: '2026-11-24',
  Related: [helpItem('help-set-login-name', '如何设置登录名和密码？')],
};

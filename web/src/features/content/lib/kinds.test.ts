import { describe, expect, it } from 'vitest';
import { articlePath, KINDS } from './kinds';

describe('article kinds', () => {
  it('have their pages and empty states', () => {
    expect(articlePath('news', 'news-parallel-wishes')).toBe('/newsdetail?id=news-parallel-wishes');
    expect(articlePath('notice', 'notice-rank-44-2025')).toBe('/noticedetail?id=notice-rank-44-2025');
    expect(articlePath('news', 'a&b')).toBe('/newsdetail?id=a%26b');
    expect([KINDS.news.empty, KINDS.notice.empty]).toEqual(['暂无资讯', '暂无公告']);
    expect([KINDS.news.filters, KINDS.notice.filters]).toEqual([true, false]);
  });
});

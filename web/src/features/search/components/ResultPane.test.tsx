import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { SearchAnswer } from '../types';
import { ResultPane } from './ResultPane';

const answer = (patch: Partial<SearchAnswer>): SearchAnswer => ({
  Total: 0, PageIndex: 1, PageSize: 10, Kind: 'news', Counts: { news: 0, college: 3, major: 0, profession: 0 }, List: [], ...patch,
});

describe('the 资讯 tab', () => {
  it('lists news hits like every other tab, each to its article in a new window', () => {
    render(
      <ResultPane
        keyword="等位分"
        kind="news"
        answer={answer({ Total: 1, Counts: { news: 1, college: 0, major: 0, profession: 0 }, List: [{ Id: 'news-tool-equivalent-score', Kind: 'news', Title: '等位分：把今年的分数翻译成往年的分数', Segments: [{ Text: '等位分', Match: true }, { Text: '：把今年的分数翻译成往年的分数', Match: false }], Subtitle: '志愿编辑部 · 2026-11-24', Link: '/newsdetail?id=news-tool-equivalent-score' }] })}
        loading={false}
        error={null}
        onPage={() => undefined}
      />,
    );
    expect(screen.getByTestId('search-found').textContent).toBe('找到 1 条相关结果');
    const link = screen.getByTestId('search-result-link');
    expect(link.getAttribute('href')).toBe('#/newsdetail?id=news-tool-equivalent-score');
    expect(link.querySelector('mark')?.textContent).toBe('等位分');
    expect(screen.getByTestId('search-result-subtitle').textContent).toBe('志愿编辑部 · 2026-11-24');
  });
  it('says what found nothing, as the other tabs do', () => {
    render(<ResultPane keyword="北大" kind="news" answer={answer({})} loading={false} error={null} onPage={() => undefined} />);
    expect(screen.getByTestId('search-empty').textContent).toBe('没有找到与“北大”相关的资讯');
  });
});

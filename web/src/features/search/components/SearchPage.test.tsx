import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt, page } from '@/test/render';
import SearchPage from './SearchPage';

const routes = [{ path: '/search', element: page(<SearchPage />) }];

describe('search page without a usable keyword', () => {
  it('asks for a keyword and sends nothing', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderAt('/search', routes);
    expect(screen.getByTestId('search-keyword-error').textContent).toContain('请输入搜索关键词');
    expect(screen.getByTestId('search-tab-college').textContent).toBe('院校');
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
  });
  it('refuses a keyword of 21 characters', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderAt(`/search?keywords=${encodeURIComponent('北'.repeat(21))}`, routes);
    expect(screen.getByTestId('search-keyword-error').textContent).toContain('搜索关键词不能超过20个字');
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
  });
});

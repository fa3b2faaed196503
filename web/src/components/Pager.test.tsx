import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Pager } from './Pager';

/** The window answers `narrow` to the pager's media query (jsdom has no matchMedia of its own). */
function windowIsNarrow(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow, media: query, addEventListener: () => {}, removeEventListener: () => {},
  }));
}

const items = () => [...document.querySelectorAll('.ui.pagination .item')].map((el) => el.textContent);

describe('Pager', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the page and three either side between «, ⟨ and ⟩, » on a wide screen', () => {
    windowIsNarrow(false);
    render(<Pager total={500} page={10} size={10} onChange={() => {}} />);
    expect(items()).toEqual(['«', '⟨', '7', '8', '9', '10', '11', '12', '13', '⟩', '»']);
    expect(screen.getByTestId('pager').textContent).toContain('共 500 条');
    expect(screen.getByLabelText('第一页')).toBeTruthy();
    expect(screen.getByLabelText('下一页')).toBeTruthy();
  });

  it('on a narrow phone shows the page and one either side between « and »', () => {
    windowIsNarrow(true);
    const onChange = vi.fn();
    render(<Pager total={500} page={10} size={10} onChange={onChange} />);
    expect(items()).toEqual(['«', '9', '10', '11', '»']);
    fireEvent.click(screen.getByLabelText('最后一页'));
    expect(onChange).toHaveBeenCalledWith(50, 10);
  });

  it('has the wide pager count where the window cannot be asked', () => {
    vi.stubGlobal('matchMedia', undefined);
    render(<Pager total={30} page={1} size={10} onChange={() => {}} />);
    expect(items()).toEqual(['«', '⟨', '1', '2', '3', '⟩', '»']);
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderAt, page } from '@/test/render';
import { SearchBox } from './SearchBox';

const routes = [{ path: '*', element: page(<SearchBox />) }];

describe('header search box', () => {
  it('trims the keyword and goes to /search?keywords=', () => {
    renderAt('/index', routes);
    fireEvent.change(screen.getByTestId('header-search-input'), { target: { value: '  清华大学 ' } });
    fireEvent.submit(screen.getByTestId('header-search'));
    expect(screen.getByTestId('location').textContent).toBe('/search?keywords=%E6%B8%85%E5%8D%8E%E5%A4%A7%E5%AD%A6');
  });
  it('caps the input at 20 characters', () => {
    renderAt('/index', routes);
    const input = screen.getByTestId('header-search-input') as HTMLInputElement;
    expect(input.maxLength).toBe(20);
    fireEvent.change(input, { target: { value: 'a'.repeat(25) } });
    expect(input.value).toBe('a'.repeat(20));
  });
  it('does not search for blanks', () => {
    renderAt('/index', routes);
    fireEvent.change(screen.getByTestId('header-search-input'), { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('header-search-button'));
    expect(screen.getByTestId('location').textContent).toBe('/index');
  });
});

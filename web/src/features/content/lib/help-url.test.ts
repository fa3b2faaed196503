import { describe, expect, it } from 'vitest';
import { helpPath, helpView, readHelpState } from './help-url';

const view = (q: string) => helpView(readHelpState(new URLSearchParams(q)));

describe('help center address', () => {
  it('shows one view: an answer, a search, a category, else the top questions', () => {
    expect(view('id=help-a&keyword=x&category=y')).toBe('answer');
    expect(view('keyword=%E5%AF%86%E7%A0%81&category=y')).toBe('search');
    expect(view('category=%E6%B5%8B%E8%AF%84')).toBe('category');
    expect(view('')).toBe('top');
    expect(view('keyword=%20%20')).toBe('top');
  });
  it('gives every view its own address', () => {
    expect(helpPath({ id: 'help-set-login-name' })).toBe('/helpcenter?id=help-set-login-name');
    expect(helpPath({ keyword: ' 密码 ' })).toBe('/helpcenter?keyword=%E5%AF%86%E7%A0%81');
    expect(helpPath({ category: '测评', page: 2 })).toBe('/helpcenter?category=%E6%B5%8B%E8%AF%84&page=2');
    expect(helpPath()).toBe('/helpcenter');
  });
});

import { describe, expect, it } from 'vitest';
import { insertAt, uploadSnippet } from './markdown';

describe('uploads in Markdown', () => {
  it('an image is shown, a PDF is a link', () => {
    expect(uploadSnippet({ Url: '/uploads/ab.png', Name: '录取线.png', Type: 'image/png' })).toBe('![录取线.png](/uploads/ab.png)');
    expect(uploadSnippet({ Url: '/uploads/ab.pdf', Name: '招生章程.pdf', Type: 'application/pdf' })).toBe('[招生章程.pdf](/uploads/ab.pdf)');
    expect(uploadSnippet({ Url: '/uploads/ab.jpg', Name: 'a]b(c).jpg', Type: 'image/jpeg' })).toBe('![abc.jpg](/uploads/ab.jpg)');
    expect(uploadSnippet({ Url: '/uploads/ab.gif', Name: '', Type: 'image/gif' })).toBe('![附件](/uploads/ab.gif)');
  });
  it('goes in at the cursor, or in place of the selection', () => {
    expect(insertAt('第一段\n第二段', 4, 4, 'X')).toEqual({ text: '第一段\nX第二段', cursor: 5 });
    expect(insertAt('abcdef', 1, 3, 'X')).toEqual({ text: 'aXdef', cursor: 2 });
    expect(insertAt('abc', 99, 99, 'X')).toEqual({ text: 'abcX', cursor: 4 });
  });
});

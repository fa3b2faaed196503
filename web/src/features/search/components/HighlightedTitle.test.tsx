import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { HighlightedTitle } from './HighlightedTitle';

describe('highlighted title', () => {
  it('marks the matched segments', () => {
    const { container } = render(
      <HighlightedTitle
        title="北京大学"
        segments={[{ Text: '北', Match: true }, { Text: '京', Match: false }, { Text: '大', Match: true }, { Text: '学', Match: false }]}
      />,
    );
    expect(container.textContent).toBe('北京大学');
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['北', '大']);
  });
  it('renders markup in a name as text', () => {
    const title = '<b>复旦</b>开放日<script>alert("x")</script><img src=x onerror=alert(1)>';
    const { container } = render(
      <HighlightedTitle title={title} segments={[{ Text: '<b>复旦</b>', Match: true }, { Text: '开放日<script>alert("x")</script><img src=x onerror=alert(1)>', Match: false }]} />,
    );
    expect(container.textContent).toBe(title);
    expect(container.querySelector('b, script, img')).toBeNull();
    expect(container.querySelector('mark')?.textContent).toBe('<b>复旦</b>');
    expect(container.innerHTML).toContain('&lt;b&gt;复旦&lt;/b&gt;');
  });
  it('falls back to the plain title without segments', () => {
    const { container } = render(<HighlightedTitle title="清华大学" segments={[]} />);
    expect(container.textContent).toBe('清华大学');
    expect(container.querySelector('mark')).toBeNull();
  });
});

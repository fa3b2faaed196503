import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { INTEREST_CODE_RULE } from '../lib/interest-code';
import { InterestBars } from './InterestBars';
import { InterestSearchForm } from './InterestSearchForm';

const SCORES = [
  { Code: 'R', Name: '现实型', Score: 3.61 },
  { Code: 'I', Name: '研究型', Score: 6.05 },
  { Code: 'A', Name: '艺术型', Score: 2.37 },
  { Code: 'S', Name: '社会型', Score: 1.81 },
  { Code: 'E', Name: '企业型', Score: 1.87 },
  { Code: 'C', Name: '常规型', Score: 5.62 },
];

describe('InterestBars', () => {
  it('draws six bars on the labelled 1–7 scale, widths from the scores', () => {
    render(<InterestBars interests={SCORES} code="ICR" />);
    expect(screen.getByTestId('interest-bars').textContent).toContain('1～7 分制');
    const row = screen.getByTestId('interest-score-I');
    expect(row.textContent).toContain('研究型');
    expect(row.textContent).toContain('6.05');
    expect(row.className).toContain('top');
    expect(screen.getByTestId('interest-score-S').className).not.toContain('top');
    const fill = row.querySelector('.zy-prof-bar-fill') as HTMLElement;
    expect(fill.style.width).toBe('84.2%');
    expect(row.querySelector('[role="meter"]')?.getAttribute('aria-valuemax')).toBe('7');
  });
  it('says so when there are no scores', () => {
    render(<InterestBars interests={null} code="" />);
    expect(screen.getByTestId('interest-bars-empty').textContent).toBe('暂无兴趣得分数据');
  });
});

describe('InterestSearchForm', () => {
  const at = () => renderAt('/profession', [{ path: '*', element: page(<InterestSearchForm />) }]);
  const input = () => screen.getByTestId('interest-search-input').querySelector('input') as HTMLInputElement;

  it('builds the code from the type buttons in click order and searches it', () => {
    at();
    fireEvent.click(screen.getByTestId('interest-type-I'));
    fireEvent.click(screen.getByTestId('interest-type-C'));
    expect(input().value).toBe('IC');
    expect(screen.getByTestId('interest-type-C').textContent).toContain('第 2 位');
    fireEvent.click(screen.getByTestId('interest-search-submit'));
    expect(screen.getByTestId('location').textContent).toBe('/profession-seachlist?InterestCode=IC');
  });
  it('normalises typed input', () => {
    at();
    fireEvent.change(input(), { target: { value: 's a' } });
    expect(input().value).toBe('SA');
  });
  it('shows the rule for a bad code and stays on the page', () => {
    at();
    fireEvent.change(input(), { target: { value: 'xyz' } });
    fireEvent.click(screen.getByTestId('interest-search-submit'));
    expect(screen.getByTestId('interest-search-hint').textContent).toBe(INTEREST_CODE_RULE);
    expect(screen.getByTestId('location').textContent).toBe('/profession');
  });
});

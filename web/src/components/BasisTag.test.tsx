import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { BasisTag, linesBasisShort, rankBasis, tableBasisShort } from './BasisTag';

const BASIS = '按2026年一分一段表换算（2027年一分一段表尚未公布）';

describe('BasisTag', () => {
  afterEach(cleanup);

  it('is a short grey tag with the full basis on hover (title) and on tap', () => {
    render(<BasisTag short="按2026年表换算" full={BASIS} testId="t" />);
    const tag = screen.getByTestId('t');
    expect(tag.textContent).toBe('按2026年表换算');
    expect(tag.getAttribute('title')).toBe(BASIS);
    expect(tag.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('t-full')).toBeNull();
    fireEvent.click(tag);
    expect(screen.getByTestId('t-full').textContent).toBe(BASIS);
    expect(tag.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(tag);
    expect(screen.queryByTestId('t-full')).toBeNull();
  });

  it('without more to say is a plain tag, not a button', () => {
    render(<BasisTag short="按2026年规则" testId="t" />);
    expect(screen.getByTestId('t').tagName).toBe('SPAN');
  });
});

describe('rankBasis', () => {
  it('names the earlier table a rank converted through, and nothing for the year’s own', () => {
    expect(rankBasis({ Year: 2027, TableYear: 2026, Basis: BASIS })).toEqual({ short: '按2026年表换算', full: BASIS });
    expect(rankBasis({ Year: 2026, TableYear: 2026, Basis: '' })).toBeNull();
    expect(rankBasis({ Year: 2026 })).toBeNull();
    expect(rankBasis(null)).toBeNull();
    // An older server without Basis but with a different table year still says so.
    expect(rankBasis({ Year: 2027, TableYear: 2026 })).toEqual({ short: '按2026年表换算', full: '2027年一分一段表尚未公布，按2026年一分一段表换算' });
  });

  it('short words', () => {
    expect(tableBasisShort(2026)).toBe('按2026年表换算');
    expect(tableBasisShort(0)).toBe('');
    expect(linesBasisShort(2026)).toBe('2026年批次线');
  });
});

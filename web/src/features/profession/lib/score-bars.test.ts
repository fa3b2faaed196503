import { describe, expect, it } from 'vitest';
import { formatScore, scorePercent, toScoreBars } from './score-bars';

describe('scorePercent', () => {
  it('maps the 1–7 scale onto 0–100 %', () => {
    expect(scorePercent(1)).toBe(0);
    expect(scorePercent(4)).toBe(50);
    expect(scorePercent(7)).toBe(100);
    expect(scorePercent(6.05)).toBe(84.2);
  });
  it('clamps scores off the scale and treats non-numbers as empty', () => {
    expect(scorePercent(0)).toBe(0);
    expect(scorePercent(9)).toBe(100);
    expect(scorePercent(Number.NaN)).toBe(0);
  });
});

describe('formatScore', () => {
  it('keeps at most two decimals without trailing zeros', () => {
    expect(formatScore(6.05)).toBe('6.05');
    expect(formatScore(3.6)).toBe('3.6');
    expect(formatScore(7)).toBe('7');
    expect(formatScore(1.234)).toBe('1.23');
    expect(formatScore(Number.NaN)).toBe('—');
  });
});

describe('toScoreBars', () => {
  const interests = [
    { Code: 'C', Name: '常规型', Score: 5.62 },
    { Code: 'R', Name: '现实型', Score: 3.61 },
    { Code: 'I', Name: '研究型', Score: 6.05 },
    { Code: 'A', Name: '', Score: 2.37 },
    { Code: 'S', Name: '社会型', Score: 1.81 },
    { Code: 'E', Name: '企业型', Score: 1.87 },
  ];
  it('orders bars R I A S E C and marks the letters of the code', () => {
    const bars = toScoreBars(interests, 'ICR');
    expect(bars.map((b) => b.code).join('')).toBe('RIASEC');
    expect(bars.filter((b) => b.top).map((b) => b.code).join('')).toBe('RIC');
    expect(bars[1]).toMatchObject({ name: '研究型', score: 6.05, label: '6.05', percent: 84.2 });
  });
  it('fills a missing name from the letter and skips absent letters', () => {
    expect(toScoreBars(interests)[2].name).toBe('艺术型');
    expect(toScoreBars([{ Code: 'S', Name: '社会型', Score: 4 }]).map((b) => b.code)).toEqual(['S']);
    expect(toScoreBars(null)).toEqual([]);
  });
});

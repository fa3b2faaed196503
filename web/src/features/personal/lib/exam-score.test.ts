import { describe, expect, it } from 'vitest';
import { examineeScoreWrite, realScoreLocked } from './exam-score';

describe('the examinee form and the real score', () => {
  it('locks the score once the real score is in', () => {
    expect(realScoreLocked({ Score: 643, IsFinalScore: true })).toBe(true);
    expect(realScoreLocked({ Score: 643, IsFinalScore: false })).toBe(false);
    expect(realScoreLocked({ Score: null, IsFinalScore: true })).toBe(false);
    expect(realScoreLocked(null)).toBe(false);
  });
  it('never writes over the real score, whatever the field holds', () => {
    expect(examineeScoreWrite('643', { Score: 643, IsFinalScore: true })).toBeNull();
    expect(examineeScoreWrite('600', { Score: 643, IsFinalScore: true })).toBeNull();
    expect(examineeScoreWrite('', { Score: 643, IsFinalScore: true })).toBeNull();
  });
  it('writes an estimate only when it changed', () => {
    expect(examineeScoreWrite('600', { Score: 600, IsFinalScore: false })).toBeNull();
    expect(examineeScoreWrite('612', { Score: 600, IsFinalScore: false })).toBe(612);
    expect(examineeScoreWrite('880', null)).toBe(880);
  });
});

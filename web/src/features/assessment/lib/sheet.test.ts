import { describe, expect, it } from 'vitest';
import { QUESTIONS } from '../test/fixtures';
import { answeredCount, choose, goTo, isReview, progressPercent, submitBody, unansweredOf } from './sheet';

const items = QUESTIONS.Questions!;
const start = { version: 'v1', values: {}, index: 0 };

describe('answering', () => {
  it('moves on after each answer and reaches the review after the last', () => {
    let s = choose(start, items, 'H01', 4);
    expect(s).toEqual({ version: 'v1', values: { H01: 4 }, index: 1 });
    s = choose(s, items, 'H02', 2);
    s = choose(s, items, 'H03', 5);
    expect(s.index).toBe(3);
    expect(isReview(s, items)).toBe(true);
  });

  it('goes back to change an answer, then on to where the student was (the next unanswered item)', () => {
    let s = choose(choose(start, items, 'H01', 4), items, 'H02', 2);
    s = goTo(s, items, 0);
    s = choose(s, items, 'H01', 1);
    expect(s).toEqual({ version: 'v1', values: { H01: 1, H02: 2 }, index: 2 });
    // An item left out earlier: answering it leads to the review when none is left after it.
    s = choose({ version: 'v1', values: { H01: 4, H03: 1 }, index: 1 }, items, 'H02', 5);
    expect(s).toEqual({ version: 'v1', values: { H01: 4, H02: 5, H03: 1 }, index: 3 });
    expect(goTo(s, items, -3).index).toBe(0);
    expect(goTo(s, items, 99).index).toBe(3);
    expect(choose(s, items, 'X99', 1)).toBe(s);
  });

  it('counts the progress and lists the unanswered items in the bank’s order', () => {
    const values = { H03: 1, H01: 2 };
    expect(answeredCount(items, values)).toBe(2);
    expect(progressPercent(items, values)).toBe(67);
    expect(progressPercent([], {})).toBe(0);
    expect(unansweredOf(items, values).map((q) => q.No)).toEqual([2]);
    expect(unansweredOf(items, {}).length).toBe(3);
  });

  it('builds the submitted body: the version and every answer in the bank’s order', () => {
    expect(submitBody('v1', items, { H03: 1, H01: 2, H02: 5, X99: 3 })).toEqual({
      Version: 'v1',
      Answers: [
        { Id: 'H01', Value: 2 },
        { Id: 'H02', Value: 5 },
        { Id: 'H03', Value: 1 },
      ],
    });
  });
});

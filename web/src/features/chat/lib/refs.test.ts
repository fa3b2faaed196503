import { describe, expect, it } from 'vitest';
import { citationAnchor, splitRefs } from './refs';

const known = new Set([1, 2]);

describe('splitRefs', () => {
  it('turns each [N] of a known source into a reference, keeping the text around it', () => {
    expect(splitRefs('2025年广东物理类600分，位次为12345 [1]。投档线见[2]', known)).toEqual([
      { text: '2025年广东物理类600分，位次为12345 ' },
      { ref: 1 },
      { text: '。投档线见' },
      { ref: 2 },
    ]);
  });

  it('reads references side by side and at the start', () => {
    expect(splitRefs('[1][2]两个来源', known)).toEqual([{ ref: 1 }, { ref: 2 }, { text: '两个来源' }]);
  });

  it('leaves a bracketed number that names no source, and other brackets, as text', () => {
    expect(splitRefs('第[3]条和[a]以及[12345]', known)).toEqual([{ text: '第[3]条和[a]以及[12345]' }]);
    expect(splitRefs('见[3]和[1]', known)).toEqual([{ text: '见[3]和' }, { ref: 1 }]);
  });

  it('answers nothing for an empty answer and the whole text without sources', () => {
    expect(splitRefs('', known)).toEqual([]);
    expect(splitRefs('没有来源[1]', new Set())).toEqual([{ text: '没有来源[1]' }]);
  });

  it('gives each turn’s cards ids of their own', () => {
    expect(citationAnchor('c1-2', 1)).toBe('chat-cite-c1-2-1');
    expect(citationAnchor('c1-3', 1)).not.toBe(citationAnchor('c1-2', 1));
  });
});

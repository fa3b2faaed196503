import { describe, expect, it } from 'vitest';
import { dropPosition, moveKey, stepPosition } from './reorder';

const keys = ['a', 'b', 'c', 'd'];

describe('reorder', () => {
  it('moves a key to a 1-based position, clamped to the list', () => {
    expect(moveKey(keys, 'a', 3)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveKey(keys, 'd', 1)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveKey(keys, 'b', 99)).toEqual(['a', 'c', 'd', 'b']);
    expect(moveKey(keys, 'b', 2)).toBe(keys);
    expect(moveKey(keys, 'x', 1)).toBe(keys);
  });
  it('gives a drop its final position: the place of the unit dropped on', () => {
    expect(dropPosition(keys, 'a', 'c')).toBe(3);
    expect(dropPosition(keys, 'd', 'b')).toBe(2);
    expect(dropPosition(keys, 'a', 'a')).toBeNull();
    expect(dropPosition(keys, 'a', null)).toBeNull();
    expect(dropPosition(keys, 'a', 'zz')).toBeNull();
    // The position the server gets makes the list read as the drop showed it.
    expect(moveKey(keys, 'a', dropPosition(keys, 'a', 'c')!)).toEqual(['b', 'c', 'a', 'd']);
  });
  it('steps up and down, not past the ends', () => {
    expect(stepPosition(keys, 'b', -1)).toBe(1);
    expect(stepPosition(keys, 'b', 1)).toBe(3);
    expect(stepPosition(keys, 'a', -1)).toBeNull();
    expect(stepPosition(keys, 'd', 1)).toBeNull();
  });
});

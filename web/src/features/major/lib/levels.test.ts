import { describe, expect, it } from 'vitest';
import { isVocational, levelInfo, levelOfApi, LEVELS } from './levels';

describe('levels of the major library', () => {
  it('maps the tabs to the API', () => {
    expect(LEVELS.map((l) => [l.key, l.education, l.api])).toEqual([
      ['bk', 1, '普通本科'],
      ['zb', 2, '职教本科'],
      ['zk', 0, '高职专科'],
    ]);
    expect(levelInfo('zk').name).toBe('专科（高职）');
  });
  it('reads the API level; an absent one is undergraduate', () => {
    expect(levelOfApi('职教本科').key).toBe('zb');
    expect(levelOfApi(undefined).key).toBe('bk');
    expect(isVocational('高职专科')).toBe(true);
    expect(isVocational('普通本科')).toBe(false);
    expect(isVocational(undefined)).toBe(false);
  });
});

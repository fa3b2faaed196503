import { describe, expect, it } from 'vitest';
import { labelClass, labelColor, labelText } from './labels';
import { tabCount, tabLabel } from './tabs';

describe('label colours', () => {
  it('gives 冲 red, 稳 amber, 保 green, and no probability grey', () => {
    expect(labelColor('冲')).toBe('#c62828');
    expect(labelColor('稳')).toBe('#a15c00');
    expect(labelColor('保')).toBe('#15803d');
    expect(labelColor('')).toBe('#5c6773');
    expect(labelColor('无')).toBe('#5c6773');
    expect(labelColor('x')).toBe('#5c6773');
  });
  it('names a class and a word for each', () => {
    expect(['冲', '稳', '保', '', '无'].map(labelClass)).toEqual(['zy-rec-label-stretch', 'zy-rec-label-steady', 'zy-rec-label-safe', 'zy-rec-label-none', 'zy-rec-label-none']);
    expect(['冲', '稳', '保', '', '无'].map(labelText)).toEqual(['冲', '稳', '保', '无概率', '无概率']);
  });
});

describe('tabs', () => {
  const counts = { 冲: 613, 稳: 199, 保: 4670 };
  it('counts 全部 as the units with a probability, and a missing label as 0', () => {
    expect(tabCount('all', counts)).toBe(5482);
    expect(tabCount('稳', counts)).toBe(199);
    expect(tabCount('无', counts)).toBe(0);
  });
  it('asks 全部 with an empty Label', () => {
    expect(tabLabel('all')).toBe('');
    expect(tabLabel('冲')).toBe('冲');
  });
});

import { describe, expect, it } from 'vitest';
import { accessBadges, facetsText, kindName, sizeText } from './format';

describe('courses in words', () => {
  it('names access: a members’ course’s preview, or a free course', () => {
    expect(accessBadges({ Members: true, FreeLessons: 2 }).map((b) => b.text)).toEqual(['免费试看 2 课时', '会员课程']);
    expect(accessBadges({ Members: true, FreeLessons: 0 }).map((b) => b.text)).toEqual(['会员课程']);
    expect(accessBadges({ Members: false, FreeLessons: 3 }).map((b) => b.text)).toEqual(['免费课程']);
  });
  it('sizes, facets and kinds', () => {
    expect(sizeText({ Lessons: 3, Minutes: 20 })).toBe('共 3 课时 · 20 分钟');
    expect(sizeText({ Lessons: 1, Minutes: 0 })).toBe('共 1 课时');
    expect(facetsText({ Category: '志愿填报', Subject: '', Grade: '高三' })).toBe('志愿填报 · 高三');
    expect([kindName('video'), kindName('text'), kindName('pdf'), kindName('audio')]).toEqual(['视频', '图文', 'PDF 课件', 'audio']);
  });
});

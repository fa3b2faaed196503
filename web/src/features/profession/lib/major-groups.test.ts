import { describe, expect, it } from 'vitest';
import { groupMajors } from './major-groups';

const m = (Code: string, CategoryName: string) => ({ Id: Code, Code, Name: Code, CategoryName, ClassName: '' });

describe('groupMajors', () => {
  it('groups by category, biggest first, keeping the order inside a group', () => {
    const groups = groupMajors([m('020310T', '经济学'), m('080901', '工学'), m('070102', '理学'), m('080902', '工学')]);
    expect(groups.map((g) => g.name)).toEqual(['工学', '经济学', '理学']);
    expect(groups[0].majors.map((x) => x.Code)).toEqual(['080901', '080902']);
  });
  it('puts majors without a category under 其他', () => {
    expect(groupMajors([m('1', '')])[0].name).toBe('其他');
  });
});

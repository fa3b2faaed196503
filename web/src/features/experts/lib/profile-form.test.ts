import { describe, expect, it } from 'vitest';
import { record, revision } from '../test/fixtures';
import { charCount, emptyProfile, formOfRecord, formOfRevision, profileProblems, sameAsListed, toggleSpecialty, toProfile } from './profile-form';

const INTRO = '从事高中生涯规划教育十二年，带过六届毕业班，熟悉新高考选科与平行志愿的填报规则。';

describe('the profile form', () => {
  it('counts characters as the server does', () => {
    expect(charCount(' 𠀋李 ')).toBe(2);
  });

  it('says every problem before sending', () => {
    expect(profileProblems(emptyProfile, true)).toEqual([
      '姓名须为 2–20 个字',
      '请填写身份或职称（不超过 30 个字）',
      '请填写所在单位（不超过 50 个字）',
      '从业年限须为 0 到 60 之间的整数',
      '个人介绍须为 30–2000 个字（现在 0 个字）',
      '请选择 1–5 项擅长领域',
      '请输入正确的11位手机号',
    ]);
    const good = { ...emptyProfile, Name: '李老师', Title: '生涯规划教师', Org: '某市第一中学', Years: '12', Intro: INTRO, Specialties: ['志愿填报'], Phone: '13800001111' };
    expect(profileProblems(good, true)).toEqual([]);
    expect(profileProblems({ ...good, Years: '61' }, true)).toEqual(['从业年限须为 0 到 60 之间的整数']);
    expect(profileProblems({ ...good, Phone: '' }, false)).toEqual([]);
  });

  it('sends a trimmed profile, and reads a record back', () => {
    const f = formOfRecord(record({ Photo: '/uploads/a.png' }));
    expect(toProfile({ ...f, Name: ' 李老师 ', Years: ' 8 ' })).toMatchObject({ Name: '李老师', Years: 8, Photo: '/uploads/a.png', Provinces: [44] });
    expect(toProfile({ ...f, Photo: '' })).not.toHaveProperty('Photo');
    expect(f.Phone).toBe('13800001111');
  });

  it('keeps at most five specialties', () => {
    const five = ['a', 'b', 'c', 'd', 'e'];
    expect(toggleSpecialty(five, 'f')).toEqual(five);
    expect(toggleSpecialty(five, 'c')).toEqual(['a', 'b', 'd', 'e']);
    expect(toggleSpecialty([], 'a')).toEqual(['a']);
  });

  it('starts a revision from the waiting one, else the listed profile, and tells an unchanged one', () => {
    const listed = record({ State: 'approved', Provinces: [33, 44] });
    expect(formOfRevision(listed)).toEqual(formOfRecord(listed));
    expect(sameAsListed({ ...formOfRecord(listed), Provinces: [44, 33], Title: ' 高中生涯规划教师 ' }, listed)).toBe(true);
    const waiting = record({ State: 'approved', Revision: revision() });
    const f = formOfRevision(waiting);
    expect(f.Title).toBe('省级生涯规划名师');
    expect(f.Phone).toBe('13800001111');
    expect(sameAsListed(f, waiting)).toBe(false);
  });
});

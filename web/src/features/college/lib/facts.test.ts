import { describe, expect, it } from 'vitest';
import { coordinateText, levelText, listText, placeText, sourceText } from './facts';
import { groupMajors } from './majors';
import { splitTags } from './tags';

describe('college facts for display', () => {
  it('joins province and city', () => {
    expect(placeText({ ProvinceName: '北京', CityName: '北京市' })).toBe('北京 · 北京市');
    expect(placeText({ ProvinceName: '北京', CityName: '北京' })).toBe('北京');
    expect(placeText({ ProvinceName: '江苏', CityName: '' })).toBe('江苏');
  });

  it('names the level', () => {
    expect(levelText({ EducationLevelStr: '高职高专', EducationLevel: 0 })).toBe('高职高专');
    expect(levelText({ EducationLevel: 1 })).toBe('本科');
    expect(levelText({})).toBe('');
  });

  it('shows coordinates with their system only when known', () => {
    expect(coordinateText({ HasLocation: true, Lat: 39.998877, Lng: 116.316833, CoordSystem: 'BD-09' })).toBe('纬度 39.998877，经度 116.316833（BD-09 百度坐标系）');
    expect(coordinateText({ HasLocation: false, Lat: 0, Lng: 0, CoordSystem: 'BD-09' })).toBe('');
  });

  it('joins lists and strips a source label', () => {
    expect(listText(['北大', '', '燕大'])).toBe('北大、燕大');
    expect(listText(null)).toBe('');
    expect(sourceText('数据来源：教育部')).toBe('教育部');
    expect(sourceText(' 教育部 ')).toBe('教育部');
  });

  it('splits tags', () => {
    expect(splitTags('985,211,双一流', '教育部直属，985')).toEqual(['985', '211', '双一流', '教育部直属']);
    expect(splitTags(undefined, '')).toEqual([]);
  });

  it('groups majors by 门类 in code order', () => {
    const groups = groupMajors([
      { Code: '080901', Name: '计算机科学与技术', CategoryName: '工学' },
      { Code: '010101', Name: '哲学', CategoryName: '哲学' },
      { Code: '080701', Name: '电子信息工程', CategoryName: '工学' },
      { Code: '080901', Name: '计算机科学与技术', CategoryName: '工学' },
    ]);
    expect(groups.map((g) => [g.name, g.majors.map((m) => m.Code)])).toEqual([
      ['哲学', ['010101']],
      ['工学', ['080701', '080901']],
    ]);
    expect(groupMajors(null)).toEqual([]);
  });
});

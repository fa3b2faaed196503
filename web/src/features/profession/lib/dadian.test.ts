import { describe, expect, it } from 'vitest';
import { classTrail, className, guideMajorGroups, isDadian, readDadianState } from './dadian';

const q = (s: string) => new URLSearchParams(s);

const TREE = [
  {
    Level: '大类', Code: '2', GBMCode: 'GBM20000', Name: '专业技术人员', Count: 10,
    SubList: [{ Level: '中类', Code: '2-02', GBMCode: 'GBM20200', Name: '工程技术人员', Count: 8,
      SubList: [{ Level: '小类', Code: '2-02-10', GBMCode: 'GBM20210', Name: '信息和通信工程技术人员', Count: 8, SubList: [] }] }],
  },
];

describe('职业分类大典 helpers', () => {
  it('tells the two libraries apart', () => {
    expect(isDadian({ System: 'dadian' })).toBe(true);
    expect(isDadian({ System: 'onet' })).toBe(false);
    expect(isDadian({})).toBe(false);
  });
  it('reads the browser state, refusing malformed values', () => {
    expect(readDadianState(q('class=2-02-10&filter=green'))).toEqual({ classCode: '2-02-10', filter: 'green' });
    expect(readDadianState(q('class=2-2&filter=red'))).toEqual({ classCode: '', filter: '' });
    expect(readDadianState(q('class=2-02-10-03'))).toEqual({ classCode: '', filter: '' });
  });
  it('finds the trail of a class and names unnamed classes', () => {
    expect(classTrail(TREE, '2-02-10').map((c) => c.Code)).toEqual(['2', '2-02', '2-02-10']);
    expect(classTrail(TREE, '2-05').map((c) => c.Code)).toEqual(['2']);
    expect(classTrail(null, '2')).toEqual([]);
    expect(className({ Name: '' })).toBe('（名称未收录）');
  });
  it('groups the guide majors by level, 本科 first', () => {
    const g = guideMajorGroups([
      { Level: '高职专科', Code: '510203', Name: '软件技术', Id: '510203' },
      { Level: '普通本科', Code: '080902', Name: '软件工程', Id: '080902' },
    ]);
    expect(g.map((x) => [x.title, x.majors.length])).toEqual([['本科专业', 1], ['专科（高职）专业', 1]]);
  });
});

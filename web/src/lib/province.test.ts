import { describe, expect, it } from 'vitest';
import type { Province } from '@/types/api';
import { getItem, setItem, StorageKeys } from './storage';
import { groupProvincesByPinyin, isRegionLocked, switchProvince } from './province';

const p = (ProvinceId: number, ProvinceName: string, PinYinOne: string): Province => ({ ProvinceId, ProvinceName, PinYinOne });
const list = [p(11, '北京', 'B'), p(34, '安徽', 'A'), p(12, '天津', 'T'), p(50, '重庆', 'c'), p(13, '河北', 'H'), p(41, '河南', 'H')];

describe('province grouping', () => {
  it('groups by first pinyin letter, sorted A–Z, keeping list order inside a group', () => {
    const groups = groupProvincesByPinyin(list);
    expect(groups.map((g) => g.letter)).toEqual(['A', 'B', 'C', 'H', 'T']);
    expect(groups.find((g) => g.letter === 'H')!.provinces.map((x) => x.ProvinceName)).toEqual(['河北', '河南']);
  });
  it('copes with an empty or missing list and missing letters', () => {
    expect(groupProvincesByPinyin(undefined)).toEqual([]);
    expect(groupProvincesByPinyin([p(1, '某地', ''), p(2, '安徽', 'A')]).map((g) => g.letter)).toEqual(['A', '#']);
  });
});

describe('province switch', () => {
  it('clears the temporary score info and saves the province', () => {
    setItem(StorageKeys.TempScoreInfo, { Score: 600 });
    setItem(StorageKeys.ContrastList, [1]);
    switchProvince(list[0], '/university');
    expect(getItem(StorageKeys.TempScoreInfo)).toBeNull();
    expect(getItem<Province>(StorageKeys.ExamProvince)?.ProvinceName).toBe('北京');
    expect(getItem(StorageKeys.ContrastList)).toEqual([1]);
    expect(window.localStorage.getItem('zhiyuan:tempScoreInfo')).toBeNull();
  });
  it('goes to /refresh from /index or /, else to /index', () => {
    expect(switchProvince(list[0], '/index')).toBe('/refresh');
    expect(switchProvince(list[0], '/')).toBe('/refresh');
    expect(switchProvince(list[0], '/university')).toBe('/index');
  });
});

describe('region selector lock', () => {
  const login = { Token: 't', UserId: 1, NickName: 'n', UserType: 0, RightsList: [], UserProductList: [] };
  const flags = (subjects: number) => ({ IsNeedComplateBaseInfo: 0, IsNeedComplateScore: 0, IsNeedComplateFinalScore: 0, IsNeedComplateSubjects: subjects });
  it('is unlocked for visitors and for UserType 1', () => {
    expect(isRegionLocked(null, flags(0))).toBe(false);
    expect(isRegionLocked({ ...login, UserType: 1 }, flags(0))).toBe(false);
  });
  it('is locked for other users unless subjects are still needed', () => {
    expect(isRegionLocked(login, flags(0))).toBe(true);
    expect(isRegionLocked(login, flags(1))).toBe(false);
  });
});

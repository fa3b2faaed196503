import { describe, expect, it } from 'vitest';
import { appStore } from '@/lib/store';
import { toastsAtom } from '@/lib/notify';
import { extractToken, matchExamProvince } from './token-login';

describe('token from a link', () => {
  it('is found in the hash query and removed', () => {
    expect(extractToken('http://h/#/index?Token=abc')).toEqual({ token: 'abc', cleanUrl: 'http://h/#/index' });
    expect(extractToken('http://h/#/userinfo?source=TB&Token=abc&x=1')).toEqual({ token: 'abc', cleanUrl: 'http://h/#/userinfo?source=TB&x=1' });
  });
  it('is found in the page query and removed', () => {
    expect(extractToken('http://h/?Token=a%2Bb#/index')).toEqual({ token: 'a+b', cleanUrl: 'http://h/#/index' });
    expect(extractToken('http://h/?x=1&token=abc#/index')).toEqual({ token: 'abc', cleanUrl: 'http://h/?x=1#/index' });
  });
  it('is absent otherwise', () => {
    expect(extractToken('http://h/#/index?keywords=Token')).toBeNull();
    expect(extractToken('http://h/#/index?Token=')).toBeNull();
  });
});

describe('exam province matching', () => {
  const list = [{ ProvinceId: 11, ProvinceName: '北京', PinYinOne: 'B' }];
  it('finds the province, or says why not', () => {
    expect(matchExamProvince(list, 11)?.ProvinceName).toBe('北京');
    appStore.set(toastsAtom, []);
    expect(matchExamProvince([], 11)).toBeNull();
    expect(matchExamProvince(list, 99)).toBeNull();
    expect(appStore.get(toastsAtom).map((t) => t.text)).toEqual(['无省份数据！', 'ExamProvinceId未更新！']);
  });
});

import { describe, expect, it } from 'vitest';
import { clearDrafts, clearLoginStorage, DRAFT_PREFIX, getItem, removeItem, setItem, STORAGE_PREFIX, StorageKeys } from './storage';

describe('storage', () => {
  it('stores JSON under the namespaced prefix', () => {
    setItem(StorageKeys.OrgCode, 'ORG1');
    expect(window.localStorage.getItem(`${STORAGE_PREFIX}OrgCode`)).toBe('"ORG1"');
    expect(getItem(StorageKeys.OrgCode)).toBe('ORG1');
  });
  it('removes on null and ignores broken JSON', () => {
    setItem(StorageKeys.ContrastList, [1, 2]);
    setItem(StorageKeys.ContrastList, null);
    expect(getItem(StorageKeys.ContrastList)).toBeNull();
    window.localStorage.setItem(`${STORAGE_PREFIX}ParamList`, '{oops');
    expect(getItem(StorageKeys.ParamList)).toBeNull();
    removeItem(StorageKeys.ParamList);
  });
  it('clears the login data and rights only', () => {
    setItem(StorageKeys.LoginData, { Token: 't' });
    setItem(StorageKeys.RightsList, []);
    setItem(StorageKeys.ExamProvince, { ProvinceId: 1 });
    clearLoginStorage();
    expect(getItem(StorageKeys.LoginData)).toBeNull();
    expect(getItem(StorageKeys.RightsList)).toBeNull();
    expect(getItem(StorageKeys.ExamProvince)).toEqual({ ProvinceId: 1 });
  });
  it('clears the drafts (unfinished test sheets) and nothing else', () => {
    window.localStorage.setItem(`${DRAFT_PREFIX}assessment:holland`, '{"version":"v","values":{"H01":3},"index":1}');
    window.localStorage.setItem(`${DRAFT_PREFIX}assessment:path`, '{}');
    setItem(StorageKeys.ExamProvince, { ProvinceId: 44 });
    clearDrafts();
    expect(window.localStorage.getItem(`${DRAFT_PREFIX}assessment:holland`)).toBeNull();
    expect(window.localStorage.getItem(`${DRAFT_PREFIX}assessment:path`)).toBeNull();
    expect(getItem(StorageKeys.ExamProvince)).toEqual({ ProvinceId: 44 });
  });
});

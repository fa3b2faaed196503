import { describe, expect, it } from 'vitest';
import { appStore } from '@/lib/store';
import { getItem, StorageKeys } from '@/lib/storage';
import { addContrast, CONTRAST_MAX, contrastListAtom, normalizeContrast, orderLike, removeContrast } from './contrast';

const pku = { Id: '10001', CollegeName: '北京大学' };
const thu = { Id: '10003', CollegeName: '清华大学' };

describe('compare list', () => {
  it('adds, refuses a duplicate and a fifth college, removes', () => {
    let list = [pku];
    const again = addContrast(list, pku);
    expect(again).toEqual({ ok: false, reason: 'present' });
    const r = addContrast(list, thu);
    expect(r.ok && r.list.map((e) => e.Id)).toEqual(['10001', '10003']);
    list = ['1', '2', '3', '4'].map((Id) => ({ Id, CollegeName: Id }));
    expect(list).toHaveLength(CONTRAST_MAX);
    expect(addContrast(list, pku)).toEqual({ ok: false, reason: 'full' });
    expect(removeContrast(list, '2').map((e) => e.Id)).toEqual(['1', '3', '4']);
  });

  it('reads older or broken stored shapes safely', () => {
    expect(normalizeContrast(null)).toEqual([]);
    expect(normalizeContrast('x')).toEqual([]);
    expect(normalizeContrast(['10001', 10003, pku, { foo: 1 }, null])).toEqual([
      { Id: '10001', CollegeName: '' },
      { Id: '10003', CollegeName: '' },
    ]);
    expect(normalizeContrast(['1', '2', '3', '4', '5'])).toHaveLength(CONTRAST_MAX);
  });

  it('is kept under the contrastList storage key', () => {
    appStore.set(contrastListAtom, [pku, thu]);
    expect(getItem(StorageKeys.ContrastList)).toEqual([pku, thu]);
    expect(appStore.get(contrastListAtom)).toEqual([pku, thu]);
    appStore.set(contrastListAtom, []);
    expect(getItem(StorageKeys.ContrastList)).toEqual([]);
  });

  it('orders compare answers like the list', () => {
    const items = [{ Id: '10003' }, { Id: '99999' }, { Id: '10001' }];
    expect(orderLike(items, ['10001', '10003']).map((x) => x.Id)).toEqual(['10001', '10003', '99999']);
  });
});

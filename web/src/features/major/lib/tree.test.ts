import { describe, expect, it } from 'vitest';
import type { TreeNode } from '../types';
import { countLevels, findNode, flattenTree, isSyntheticClass, looksLikeCode, searchTree } from './tree';

const leaf = (ID: string, Name: string): TreeNode => ({ ID, Name, SubList: [] });
const tree: TreeNode[] = [
  { ID: '01', Name: '哲学', SubList: [{ ID: '0101', Name: '哲学类', SubList: [leaf('010101', '哲学'), leaf('010103K', '宗教学')] }] },
  {
    ID: '08',
    Name: '工学',
    SubList: [
      { ID: '0809', Name: '计算机类', SubList: [leaf('080901', '计算机科学与技术'), leaf('080902', '软件工程'), leaf('080910T', '数据科学与大数据技术')] },
      { ID: '0807', Name: '电子信息类', SubList: null },
    ],
  },
];

describe('flattenTree', () => {
  it('lists every node depth first with its level and ancestors', () => {
    const flat = flattenTree(tree);
    expect(flat.map((n) => n.id)).toEqual(['01', '0101', '010101', '010103K', '08', '0809', '080901', '080902', '080910T', '0807']);
    expect(flat[6]).toEqual({ id: '080901', name: '计算机科学与技术', level: '专业', path: ['工学', '计算机类'] });
    expect(flat[4]).toEqual({ id: '08', name: '工学', level: '门类', path: [] });
    expect(flat[9].level).toBe('专业类');
  });
  it('takes a null or empty tree', () => {
    expect(flattenTree(null)).toEqual([]);
    expect(flattenTree([])).toEqual([]);
  });
});

describe('countLevels', () => {
  it('counts 门类, 专业类 and 专业', () => {
    expect(countLevels(tree)).toEqual({ 门类: 2, 专业类: 3, 专业: 5 });
  });
});

describe('searchTree', () => {
  it('finds names containing the query at every level', () => {
    expect(searchTree(tree, '计算机').map((n) => n.id)).toEqual(['0809', '080901']);
    expect(searchTree(tree, '哲学').map((n) => n.id)).toEqual(['01', '010101', '0101']);
  });
  it('puts exact name matches first', () => {
    expect(searchTree(tree, '哲学')[0].id).toBe('01');
    expect(searchTree(tree, '软件工程').map((n) => n.id)).toEqual(['080902']);
  });
  it('matches codes by prefix, T / K suffixes included, any case', () => {
    expect(searchTree(tree, '0809').map((n) => n.id)).toEqual(['0809', '080901', '080902', '080910T']);
    expect(searchTree(tree, '080910t').map((n) => n.id)).toEqual(['080910T']);
    expect(searchTree(tree, '010103K').map((n) => n.id)).toEqual(['010103K']);
  });
  it('ignores blank queries and respects the limit', () => {
    expect(searchTree(tree, '   ')).toEqual([]);
    expect(searchTree(tree, '08', 2)).toHaveLength(2);
    expect(searchTree(tree, '不存在的专业')).toEqual([]);
  });
});

describe('looksLikeCode', () => {
  it('tells codes from names', () => {
    expect(looksLikeCode('08')).toBe(true);
    expect(looksLikeCode('140001TK')).toBe(true);
    expect(looksLikeCode('计算机')).toBe(false);
    expect(looksLikeCode('T08')).toBe(false);
  });
});

describe('findNode', () => {
  it('finds a node at any depth', () => {
    expect(findNode(tree, '080910T')?.Name).toBe('数据科学与大数据技术');
    expect(findNode(tree, '0807')?.Name).toBe('电子信息类');
    expect(findNode(tree, '99')).toBeNull();
  });
});

describe('isSyntheticClass', () => {
  it('flags the 00 grouping only', () => {
    expect(isSyntheticClass('1400')).toBe(true);
    expect(isSyntheticClass('0809')).toBe(false);
    expect(isSyntheticClass('14')).toBe(false);
  });
});

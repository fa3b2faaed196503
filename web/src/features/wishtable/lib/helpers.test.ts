import { describe, expect, it } from 'vitest';
import { DETAIL, HEADER, unit } from '../test/fixtures';
import type { WishLists } from '../types';
import { candidateOf, trackKeyOf } from './candidate';
import { connector } from './connector';
import { fileNameOf } from './download';
import { joinUrl } from './links';
import { majorNames, majorsBody, shiftMajor, toggleMajor } from './majors';
import { hasFreeSlot, matchingTables } from './match';
import { diffRange, togglePick } from './pick';
import { majorCells, majorColumns } from './print';
import { canComment, canEdit, isOwner } from './roles';

describe('roles', () => {
  it('gives each role its rights', () => {
    expect(['owner', 'editor', 'commenter', 'viewer'].map((r) => [canEdit(r as never), canComment(r as never), isOwner(r as never)])).toEqual([
      [true, true, true],
      [true, true, false],
      [false, true, false],
      [false, false, false],
    ]);
  });
});

describe('the table’s candidate and the matching tables', () => {
  it('asks the recommendation with the table’s track, subjects and score (or rank); none without either', () => {
    expect(candidateOf(HEADER)).toEqual({ ProvinceId: 44, Year: 2026, SelectSubject: '物理', SelectSubjects: ['物理', '化学', '生物'], Score: 600 });
    expect(candidateOf({ ...HEADER, Score: 0, Rank: 12000, SelectSubject: '', SubjectType: 2, SelectSubjects: [] })).toEqual({ ProvinceId: 44, Year: 2026, SubjectType: 2, Rank: 12000 });
    expect(candidateOf({ ...HEADER, Score: 0 })).toBeNull();
    expect(trackKeyOf({ SelectSubject: '', SubjectType: 0 })).toBe('');
  });
  it('offers the editable tables of the same province, year and track', () => {
    const lists: WishLists = {
      Owned: [HEADER, { ...HEADER, TableId: 't2', Year: 2025 }],
      Shared: [{ ...HEADER, TableId: 't3', Role: 'editor' }, { ...HEADER, TableId: 't4', Role: 'viewer' }, { ...HEADER, TableId: 't5', SelectSubject: '历史' }],
      Deleted: [{ ...HEADER, TableId: 't6', Deleted: true }],
      MaxTable: 20,
    };
    expect(matchingTables(lists, { provinceId: 44, year: 2026, track: '物理' }).map((t) => t.TableId)).toEqual(['t1', 't3']);
    expect(matchingTables(lists, { provinceId: 11, year: 2026, track: '物理' })).toEqual([]);
    expect(hasFreeSlot(lists)).toBe(true);
    expect(hasFreeSlot({ ...lists, MaxTable: 2 })).toBe(false);
  });
});

describe('majors', () => {
  it('lists a plan’s names once, ticks up to the limit, reorders, keeps the codes the table had', () => {
    expect(majorNames([{ MajorName: '微电子', Plan: 1, Probability: null, Label: '' }, { MajorName: '电子信息类', Plan: 1, Probability: 1, Label: '冲' }, { MajorName: '微电子', Plan: 2, Probability: null, Label: '' }])).toEqual(['微电子', '电子信息类']);
    expect(toggleMajor(['a'], 'b', 2)).toEqual(['a', 'b']);
    expect(toggleMajor(['a', 'b'], 'c', 2)).toEqual(['a', 'b']);
    expect(toggleMajor(['a', 'b'], 'a', 2)).toEqual(['b']);
    expect(shiftMajor(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(shiftMajor(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(majorsBody(['b', 'a'], [{ Code: '080901', Name: 'a' }])).toEqual([{ Code: '', Name: 'b' }, { Code: '080901', Name: 'a' }]);
  });
});

describe('history picks', () => {
  it('keeps the last two picks and compares the older with the newer', () => {
    expect(togglePick([], 5)).toEqual([5]);
    expect(togglePick([5, 3], 7)).toEqual([3, 7]);
    expect(togglePick([5, 3], 5)).toEqual([3]);
    expect(diffRange([7, 3])).toEqual({ From: 3, To: 7 });
    expect(diffRange([3])).toBeNull();
  });
});

describe('downloads, links, print, the hint’s lines', () => {
  it('names the file as the server does', () => {
    expect(fileNameOf("attachment; filename*=UTF-8''%E5%B9%BF%E4%B8%9C2026%E5%BF%97%E6%84%BF%E8%A1%A8-v4.pdf", 'x.pdf')).toBe('广东2026志愿表-v4.pdf');
    expect(fileNameOf('attachment; filename="a.xlsx"', 'x.xlsx')).toBe('a.xlsx');
    expect(fileNameOf(null, 'x.xlsx')).toBe('x.xlsx');
  });
  it('builds the invitation’s full address on the hash route', () => {
    expect(joinUrl('t1.l1.ab+c', 'http://127.0.0.1:8080/#/wishtable?id=t1')).toBe('http://127.0.0.1:8080/#/wish-table?join=t1.l1.ab%2Bc');
  });
  it('gives the form as many 专业 columns as the province allows', () => {
    expect(majorColumns(DETAIL)).toBe(6);
    expect(majorColumns({ ...DETAIL, Table: { ...HEADER, Mode: 'major' } })).toBe(0);
    const u = unit('k', 1, { Majors: [{ Code: '', Name: '电子信息类' }, { Code: '080703', Name: '通信工程' }] });
    expect(majorCells(u, 3)).toEqual(['电子信息类', '080703 通信工程', '']);
  });
  it('draws a connector from the hint box’s edge to the target’s centre', () => {
    const box = { left: 500, top: 300, right: 800, bottom: 400 };
    expect(connector(box, { left: 100, top: 500, right: 144, bottom: 544 }, 900)).toEqual({ x1: 500, y1: 400, x2: 122, y2: 522 });
    expect(connector(box, { left: 900, top: 1200, right: 1000, bottom: 1300 }, 900)).toEqual({ x1: 800, y1: 400, x2: 950, y2: 892 });
  });
});

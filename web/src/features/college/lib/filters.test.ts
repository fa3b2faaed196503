import { describe, expect, it } from 'vitest';
import { buildListRequest, EMPTY_FILTER, isEmptyFilter, nextPaging, readFilter, readPaging, toQuery, toRows } from './filters';

const q = (s: string) => new URLSearchParams(s);

describe('college filter ↔ URL', () => {
  it('reads nothing as 不限, page 1, size 10', () => {
    expect(readFilter(q(''))).toEqual(EMPTY_FILTER);
    expect(readPaging(q(''))).toEqual({ page: 1, size: 10 });
    expect(isEmptyFilter(readFilter(q('')))).toBe(true);
  });

  it('round-trips every field and leaves defaults out of the URL', () => {
    const f = { ProvinceId: '11', CategoryId: '1', SchoolNature: '1', EducationLevel: '0', Tag: '985', CollegeName: '北京' };
    const query = toQuery(f, { page: 3, size: 20 });
    expect(query.toString()).toBe('province=11&category=1&nature=1&level=0&tag=985&name=%E5%8C%97%E4%BA%AC&page=3&size=20');
    expect(readFilter(query)).toEqual(f);
    expect(readPaging(query)).toEqual({ page: 3, size: 20 });
    expect(toQuery(EMPTY_FILTER, { page: 1, size: 10 }).toString()).toBe('');
  });

  it('keeps 高职高专 (level 0) as a chosen value, not as 不限', () => {
    const f = readFilter(q('level=0'));
    expect(f.EducationLevel).toBe('0');
    expect(buildListRequest(f, { page: 1, size: 10 }).EducationLevel).toBe('0');
  });

  it('drops malformed ids and off-list paging', () => {
    const f = readFilter(q('province=abc&category=-1&tag=%20211%20'));
    expect(f.ProvinceId).toBe('');
    expect(f.CategoryId).toBe('');
    expect(f.Tag).toBe('211');
    expect(readPaging(q('page=0&size=30'))).toEqual({ page: 1, size: 10 });
    expect(readPaging(q('page=2.5&size=100'))).toEqual({ page: 1, size: 100 });
    expect(readPaging(q('page=10001'))).toEqual({ page: 1, size: 10 });
  });

  it('cuts a long name to 30 characters', () => {
    const long = '大'.repeat(40);
    expect(readFilter(q(`name=${long}`)).CollegeName).toBe('大'.repeat(30));
  });

  it('a new page size starts from page 1; a page change keeps the size', () => {
    expect(nextPaging({ page: 4, size: 10 }, 4, 50)).toEqual({ page: 1, size: 50 });
    expect(nextPaging({ page: 1, size: 20 }, 5, 20)).toEqual({ page: 5, size: 20 });
  });

  it('builds the request: 不限 omitted, ids as numbers, names trimmed', () => {
    expect(buildListRequest(EMPTY_FILTER, { page: 1, size: 10 })).toEqual({ PageIndex: 1, PageSize: 10 });
    const body = buildListRequest({ ...EMPTY_FILTER, ProvinceId: '11', CategoryId: '3', SchoolNature: '2', Tag: '双一流', CollegeName: ' 清华 ' }, { page: 2, size: 50 });
    expect(body).toEqual({ PageIndex: 2, PageSize: 50, ProvinceId: 11, CategoryId: 3, SchoolNature: '2', Tag: '双一流', CollegeName: '清华' });
  });

  it('turns the query parameters into choice rows', () => {
    const rows = toRows({
      ProvinceList: [{ ID: 11, Name: '北京' }],
      CategoryList: [{ ID: 1, CategoryName: '综合' }],
      NatureList: [{ Value: '1', Name: '公办' }],
      EducationLevelList: [{ Value: '1', Name: '本科' }, { Value: '0', Name: '高职高专' }],
      TagList: null,
    });
    expect(rows.ProvinceId).toEqual([{ value: '11', text: '北京' }]);
    expect(rows.CategoryId).toEqual([{ value: '1', text: '综合' }]);
    expect(rows.EducationLevel.map((c) => c.value)).toEqual(['1', '0']);
    expect(rows.Tag).toEqual([]);
    expect(toRows(null).ProvinceId).toEqual([]);
  });
});

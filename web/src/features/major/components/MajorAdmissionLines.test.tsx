import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { appStore } from '@/lib/store';
import { clearLogin, saveLoginData } from '@/lib/session';
import { examProvinceAtom } from '@/lib/site-config';
import { mockApi, ok } from '@/features/admission/test/mock-api';
import { row } from '@/features/admission/components/enroll/test-fixtures';
import type { QueryParameters } from '@/features/admission/api/results-types';
import { HEADER } from '@/features/wishtable/test/fixtures';
import { MAJOR } from '../test/fake-api';
import { majorLinesChoice } from '../lib/major-lines';
import MajorDetailPage from './MajorDetailPage';

configure({ asyncUtilTimeout: 5000 });

const ZHEJIANG = { ProvinceId: 33, ProvinceName: '浙江', PinYinOne: 'Z' };
const JIANGSU = { ProvinceId: 32, ProvinceName: '江苏', PinYinOne: 'J' };
const ZJ_PARAMS: QueryParameters = {
  Years: [2025, 2024],
  Tracks: [{ Year: 2025, Track: '综合' }, { Year: 2025, Track: '艺术类' }, { Year: 2024, Track: '综合' }],
  Batches: [],
  YearLevels: [{ Year: 2025, Levels: ['major'] }, { Year: 2024, Levels: ['major'] }],
};
const JS_PARAMS: QueryParameters = { Years: [2025], Tracks: [{ Year: 2025, Track: '物理类' }], Batches: [], YearLevels: [{ Year: 2025, Levels: ['group'] }] };
const LINES = [
  row({ Id: 31, ProvinceId: 33, Track: '综合', Batch: '普通类第一段', Level: 'major', GroupCode: '', CollegeCode: '10335', CollegeName: '浙江大学', SchoolName: '浙江大学', MajorName: '计算机科学与技术', MinScore: 684 }),
  row({ Id: 32, ProvinceId: 33, Track: '综合', Batch: '普通类第一段', Level: 'major', GroupCode: '', CollegeCode: '', CollegeName: '', SchoolName: '某未匹配学院', MajorName: '计算机科学与技术(师范)', MinScore: 560 }),
];

function api() {
  return mockApi({
    'Major/GetMajorDetail': () => ok({ ...MAJOR, Employment: [], Postgrad: [], Professions: [], Occupations: [] }),
    'Major/GetMajorCollegeList': (b) => ok({ Total: 0, PageIndex: b.PageIndex, PageSize: b.PageSize, List: [] }),
    'Options/GetProvinceOptions': () => ok([]),
    'AdmissionData/GetAdmissionMajorQueryParameters': (b) => ok(b.ProvinceId === 33 ? ZJ_PARAMS : JS_PARAMS),
    'AdmissionData/GetAdmissionMajor': (b) => ok({ Total: 23, PageIndex: b.PageIndex, PageSize: b.PageSize, List: LINES }),
    'Wish/WishYear': () => ok({ Years: [2027, 2026], Current: 2027 }),
    'Wish/WishProvince': (b) => ok({ ProvinceId: b.ProvinceId, ProvinceName: '', Year: b.Year, Mode: 'major', ModeName: '', MaxUnits: 80, MaxMajors: 1, Verified: true, Note: '' }),
    'WishTable/List': () => ok({ Owned: [{ ...HEADER, ProvinceId: 33, Year: 2027, Track: '综合', SelectSubject: '', SelectSubjects: ['物理', '化学', '技术'], Mode: 'major' }], Shared: [], Deleted: [], MaxTable: 20 }),
    'WishTable/AddUnit': () => ok({ Version: 2, Position: '1' }),
  });
}

const open = (province: typeof ZHEJIANG | null) => {
  appStore.set(examProvinceAtom, province);
  return renderAt('/specialty-detail?id=080901', [
    { path: '/specialty-detail', element: page(<MajorDetailPage />) },
    { path: '/login', element: page(<p>login</p>) },
  ]);
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearLogin();
  appStore.set(examProvinceAtom, null);
});

describe('the year and track of a major’s lines', () => {
  it('takes the newest year that publishes lines per major and its ordinary tracks', () => {
    expect(majorLinesChoice(ZJ_PARAMS, null, null)).toEqual({ year: 2025, tracks: ['综合'], track: '综合' });
    const gd: QueryParameters = { ...ZJ_PARAMS, Tracks: [{ Year: 2025, Track: '历史类' }, { Year: 2025, Track: '物理类' }], YearLevels: [{ Year: 2025, Levels: ['group', 'major'] }] };
    expect(majorLinesChoice(gd, '物理类', null).track).toBe('物理类');
    expect(majorLinesChoice(gd, '物理类', '历史类').track).toBe('历史类');
    expect(majorLinesChoice(gd, null, '艺术类').track).toBe('历史类');
  });

  it('has none where no year publishes lines per major', () => {
    expect(majorLinesChoice(JS_PARAMS, '物理类', null)).toEqual({ year: null, tracks: [], track: null });
    expect(majorLinesChoice(null, null, null).year).toBeNull();
  });
});

describe('在本省的录取分数 on a major’s page', () => {
  it('lists the province’s lines of majors named like this one, highest first, with 加入志愿表 where the line names a school', async () => {
    saveLoginData({ Token: 't', UserId: 1, NickName: 'n', UserType: 0, RightsList: [], UserProductList: [] });
    const calls = api();
    open(ZHEJIANG);
    expect((await screen.findByTestId('major-lines-summary')).textContent).toBe('2025年 浙江 综合：专业名称含“计算机科学与技术”的录取分数共 23 条，按最低分从高到低');
    expect(calls.bodies('AdmissionData/GetAdmissionMajor')).toEqual([{ ProvinceId: 33, Year: 2025, Track: '综合', MajorName: '计算机科学与技术', PageIndex: 1, PageSize: 10 }]);
    await waitFor(() => expect(within(screen.getByTestId('result-row-31')).queryByTestId('major-line-add')).not.toBeNull());
    // A school the data could not match to the catalogue has no code: no unit to add.
    expect(within(screen.getByTestId('result-row-32')).queryByTestId('major-line-add')).toBeNull();
    fireEvent.click(within(screen.getByTestId('result-row-31')).getByTestId('major-line-add'));
    await within(screen.getByTestId('result-row-31')).findByTestId('major-line-add-done');
    expect(calls.bodies('WishTable/AddUnit')[0]).toMatchObject({ CollegeCode: '10335', MajorName: '计算机科学与技术', Source: 'major' });
  });

  it('says so where the province publishes no line per major, and asks a visitor without a province to choose one', async () => {
    const calls = api();
    open(JIANGSU);
    expect((await screen.findByTestId('major-lines-none')).textContent).toContain('江苏没有公布按专业的投档 / 录取分数');
    expect(calls.bodies('AdmissionData/GetAdmissionMajor')).toEqual([]);
    cleanup();
    open(null);
    expect((await screen.findByTestId('major-lines-no-province')).textContent).toContain('请先在页头选择所在省份');
  });
});

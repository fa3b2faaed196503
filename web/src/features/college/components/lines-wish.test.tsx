import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { appStore } from '@/lib/store';
import { clearLogin, saveLoginData } from '@/lib/session';
import { examProvinceAtom } from '@/lib/site-config';
import { mockApi, ok } from '@/features/admission/test/mock-api';
import { row } from '@/features/admission/components/enroll/test-fixtures';
import { HEADER } from '@/features/wishtable/test/fixtures';
import type { Mode } from '@/features/wishtable/types';
import CollegeDetailPage from './CollegeDetailPage';

// Chart.js needs a canvas, which jsdom lacks.
vi.mock('@/features/admission/components/charts', () => ({ TrendChart: ({ testId }: { testId: string }) => <div data-testid={testId} /> }));

configure({ asyncUtilTimeout: 5000 });

const PKU = {
  Id: '10001', CollegeCode: '10001', MOECode: '4111010001', CollegeName: '北京大学', StrengthTags: '', FeatureTags: '', ProvinceId: 11, ProvinceName: '北京',
  CityName: '北京市', NatureName: '公办', CategoryName: '综合', EducationLevel: 1, EducationLevelStr: '本科', Tel: '', CollegeLogoFileUrl: '', MajorCount: 0,
  Authority: '教育部', Level: '本科', Remark: '', Aliases: null, Abbreviations: null, HasLocation: false, Lat: 0, Lng: 0, CoordSystem: '', Majors: [], Source: '',
};
const GROUPS = [
  row({ Id: 1, GroupCode: '201' }),
  row({ Id: 2, GroupCode: '202', Track: '历史类' }),
  row({ Id: 3, GroupCode: '', Level: 'school', Track: '物理类', Batch: '本科提前批' }),
];
const MAJORS = [row({ Id: 21, ProvinceId: 33, Track: '综合', Batch: '普通类第一段', Level: 'major', GroupCode: '', MajorName: '理科试验班类(元培)' })];

let mode: Mode = 'group';
let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  mode = 'group';
  api = mockApi({
    'College/GetCollegeInfo': () => ok(PKU),
    'Public/LineSchooScoreList': (b) => ok({ CollegeCode: '10001', CollegeName: '北京大学', Years: [], List: b.ProvinceId === 44 ? GROUPS : [] }),
    'Public/LineSpecialtyScoreList': () => ok({ CollegeCode: '10001', CollegeName: '北京大学', Years: [], List: MAJORS }),
    'Wish/WishYear': () => ok({ Years: [2027, 2026, 2025], Current: 2027 }),
    'Wish/WishProvince': (b) => ok({ ProvinceId: b.ProvinceId, ProvinceName: '', Year: b.Year, Mode: mode, ModeName: '', MaxUnits: 45, MaxMajors: 6, Verified: true, Note: '' }),
    'WishTable/List': () => ok({ Owned: [{ ...HEADER, Year: 2027 }], Shared: [], Deleted: [], MaxTable: 20 }),
    'WishTable/AddUnit': () => ok({ Version: 6, Position: '1' }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearLogin();
  appStore.set(examProvinceAtom, null);
});

const open = (province: { ProvinceId: number; ProvinceName: string; PinYinOne: string }) => {
  appStore.set(examProvinceAtom, province);
  return renderAt('/university-detail?id=10001', [
    { path: '/university-detail', element: page(<CollegeDetailPage />) },
    { path: '/login', element: page(<p>login</p>) },
  ]);
};
const GUANGDONG = { ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G' };
const ZHEJIANG = { ProvinceId: 33, ProvinceName: '浙江', PinYinOne: 'Z' };
const addOf = (id: number) => within(screen.getByTestId(`result-row-${id}`)).queryByTestId('college-line-add');

describe('加入志愿表 on the college page’s lines', () => {
  it('offers each group line of a 院校专业组 province, for the coming exam; a visitor signs in and comes back', async () => {
    open(GUANGDONG);
    await waitFor(() => expect(addOf(1)).not.toBeNull());
    expect(addOf(2)).not.toBeNull();
    expect(addOf(3)).toBeNull(); // a school line has no group
    expect((screen.getByTestId('college-lines-wish-year-select') as HTMLSelectElement).value).toBe('2027');
    expect(api.bodies('Wish/WishProvince')).toEqual([{ ProvinceId: 44, Year: 2027 }]);
    fireEvent.click(addOf(1)!);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login?redirect=%2Funiversity-detail%3Fid%3D10001'));
  });

  it('adds the group by the college code into the matching table of the line’s track and says where', async () => {
    saveLoginData({ Token: 't', UserId: 1, NickName: 'n', UserType: 0, RightsList: [], UserProductList: [] });
    open(GUANGDONG);
    await waitFor(() => expect(addOf(1)).not.toBeNull());
    fireEvent.click(addOf(1)!);
    const done = await within(screen.getByTestId('result-row-1')).findByTestId('college-line-add-done');
    expect(done.textContent).toBe('已加入第3位（广东2026志愿表）');
    expect(api.bodies('WishTable/AddUnit')).toEqual([{ TableId: 't1', Version: 5, CollegeCode: '10001', SchoolCode: '10001', SchoolName: '北京大学', GroupCode: '201', Source: 'college' }]);
    // The 历史类 line has no table yet: a new one, pre-filled with the line's province, year and track.
    fireEvent.click(addOf(2)!);
    const dialog = await screen.findByTestId('wish-add-dialog');
    expect(within(dialog).getByTestId('wish-add-none')).toBeTruthy();
    expect(dialog.textContent).toContain('将「北京大学 202组」加入志愿表');
    expect(api.bodies('WishTable/AddUnit')).toHaveLength(1);
  });

  it('offers the major lines of a 专业+院校 province, in the year picked', async () => {
    mode = 'major';
    saveLoginData({ Token: 't', UserId: 1, NickName: 'n', UserType: 0, RightsList: [], UserProductList: [] });
    open(ZHEJIANG);
    await waitFor(() => expect(addOf(21)).not.toBeNull());
    fireEvent.change(screen.getByTestId('college-lines-wish-year-select'), { target: { value: '2026' } });
    await waitFor(() => expect(api.bodies('Wish/WishProvince')).toContainEqual({ ProvinceId: 33, Year: 2026 }));
    await waitFor(() => expect(addOf(21)).not.toBeNull());
    fireEvent.click(addOf(21)!);
    // No 浙江 table: the dialog offers one of 2026, and nothing was added.
    expect((await screen.findByTestId('wish-add-dialog')).textContent).toContain('将「北京大学 理科试验班类(元培)」加入志愿表');
    expect(api.bodies('WishTable/AddUnit')).toEqual([]);
  });

  it('offers only the school’s own line where the year fills by school (院校, the old exam)', async () => {
    mode = 'school';
    open(GUANGDONG);
    await screen.findByTestId('college-lines-table');
    await waitFor(() => expect(api.bodies('Wish/WishProvince')).toHaveLength(1));
    await waitFor(() => expect(addOf(3)).not.toBeNull());
    expect(addOf(1)).toBeNull();
    expect(addOf(2)).toBeNull();
  });
});

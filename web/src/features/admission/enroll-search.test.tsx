import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { appStore } from '@/lib/store';
import { examProvinceAtom } from '@/lib/site-config';
import { mockApi, ok } from './test/mock-api';
import { PROVINCES } from './test/fixtures';
import { GD_THIRD, PARAMS, paged, row } from './components/enroll/test-fixtures';
import EnrollDataPage from './components/enroll/EnrollDataPage';
import AdmissionSearchPage from './components/enroll/AdmissionSearchPage';

const ROWS = [
  row({ Id: 1 }),
  row({ Id: 2, GroupCode: '202', MinRank: null, ConvertedRank: 3012, BandRank: 2990, MinScore: 640, EquivalentScore: 645, EquivalentYear: 2025, Year: 2024 }),
  row({ Id: 4, MinScore: null, MinScoreText: '612.35', Track: '艺术类', Note: '综合分' }),
  row({ Id: 3, SchoolName: '某某职业学院（公布名）', SchoolCode: '9999', CollegeCode: '', CollegeName: '', GroupCode: '', MinScore: null, MinRank: null, ConvertedRank: null, PlanCount: null, Source: GD_THIRD }),
];

// Pages chain three or four answers before they settle; a busy machine needs more than 1 s.
configure({ asyncUtilTimeout: 5000 });

let api: ReturnType<typeof mockApi>;
const last = (path: string) => api.bodies(path)[api.bodies(path).length - 1];
beforeEach(() => {
  appStore.set(examProvinceAtom, { ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G' });
  api = mockApi({
    'Public/ProvinceList': () => ok(PROVINCES),
    'AdmissionData/GetAdmissionMajorQueryParameters': (b) =>
      ok(b.ProvinceId === 65 ? { Years: [], Tracks: [], Batches: [], Levels: [] } : b.ProvinceId === 11 ? { ...PARAMS, Levels: ['major'] } : PARAMS),
    'AdmissionData/GetAdmissionCollege': (b) => ok(b.CollegeName === '无此校' || b.ProvinceId !== 44 ? paged([]) : paged(ROWS, Number(b.PageIndex), Number(b.PageSize), 23)),
    'AdmissionData/GetAdmissionMajor': (b) => ok(paged([row({ Id: 9, Level: 'major', MajorCode: '070101', MajorName: String(b.MajorName ?? '数学类') })])),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  appStore.set(examProvinceAtom, null);
});

const open = (path = '/enroll-data') =>
  renderAt(path, [
    { path: '/enroll-data', element: page(<EnrollDataPage />) },
    { path: '/admissioncollegeandmajorsearch', element: page(<AdmissionSearchPage />) },
  ]);

describe('/enroll-data', () => {
  it('searches the site province in the newest year and tells official from converted ranks', async () => {
    open();
    await screen.findByTestId('result-row-1');
    expect(api.bodies('AdmissionData/GetAdmissionMajorQueryParameters')).toEqual([{ ProvinceId: 44 }]);
    expect(api.bodies('AdmissionData/GetAdmissionCollege')).toEqual([{ ProvinceId: 44, Year: 2025, PageIndex: 1, PageSize: 10 }]);
    expect(screen.getByTestId('enroll-summary').textContent).toBe('广东 · 2025年 · 全部科类 · 全部批次：共 23 条');

    const official = screen.getByTestId('result-rank-1');
    expect(official.dataset.kind).toBe('official');
    expect(official.textContent).toBe('95');
    expect(official.getAttribute('data-tooltip')).toBeNull();

    const converted = screen.getByTestId('result-rank-2');
    expect(converted.dataset.kind).toBe('converted');
    expect(converted.textContent).toBe('3012换算位次');
    expect(converted.getAttribute('data-tooltip')).toBe('由本站按当年一分一段表换算');
    expect(converted.className).not.toBe(official.className);
    // a compiler's mean rank of the band stands beside the rank, labelled, never in its place
    const band = screen.getByTestId('result-rank-2-band');
    expect(band.textContent).toBe('平均排位2990');
    expect(band.getAttribute('data-tooltip')).toBe('第三方汇编给出的该最低分所在分数段的平均排位，不是最低位次');
    expect(screen.queryByTestId('result-rank-1-band')).toBeNull();

    expect(screen.getByTestId('result-equivalent-2').textContent).toBe('2025年 645分');
    expect(screen.getByTestId('result-equivalent-2').dataset.kind).toBe('converted');
    expect(screen.getByTestId('result-equivalent-1').textContent).toBe('—');
  });

  it('shows 未公布 for figures the source did not print, never 0', async () => {
    open();
    const r = await screen.findByTestId('result-row-3');
    expect(screen.getByTestId('result-score-3').textContent).toBe('未公布');
    expect(screen.getByTestId('result-rank-3').textContent).toBe('未公布');
    expect(screen.getByTestId('result-rank-3').dataset.kind).toBe('none');
    expect(screen.getByTestId('result-plan-3').textContent).toBe('未公布');
    expect(r.textContent).not.toMatch(/(^|\D)0(\D|$)/);
    expect(screen.getByTestId('result-score-4').textContent).toBe('612.35');
    expect(screen.getByTestId('result-note-4').textContent).toBe('综合分');
  });

  it('links matched schools to their history and keeps unmatched rows under the published name', async () => {
    open();
    await screen.findByTestId('result-row-1');
    expect(screen.getByTestId('result-school-1-link').getAttribute('href')).toBe('/enroll-data-info?id=10001&province=44');
    const unmatched = screen.getByTestId('result-school-3');
    expect(unmatched.dataset.matched).toBe('false');
    expect(within(unmatched).queryByRole('link')).toBeNull();
    expect(unmatched.textContent).toContain('某某职业学院（公布名）');
    expect(screen.getByTestId('result-school-3-unmatched').textContent).toBe('未匹配到院校库');
  });

  it('names the source with its year and marks third-party compilations', async () => {
    open();
    await screen.findByTestId('result-row-1');
    expect(screen.getByTestId('result-source-1').textContent).toBe('浙江省教育考试院 · 2025年原文');
    expect(screen.queryByTestId('result-source-1-third-party')).toBeNull();
    expect(screen.getByTestId('result-source-2').textContent).toContain('2024年');
    // A compilation never reads as the exam authority's own table.
    expect(screen.getByTestId('result-source-3').textContent).toBe('原出处：广东省教育考试院 · 2025年第三方汇编');
    expect(screen.getByTestId('result-source-3').dataset.official).toBe('false');
  });

  it('applies track at once, names and ranges with 查询, and refuses a bad range', async () => {
    open();
    await screen.findByTestId('result-row-1');
    fireEvent.change(screen.getByTestId('enroll-form-track'), { target: { value: '物理类' } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/enroll-data?province=44&year=2025&track=%E7%89%A9%E7%90%86%E7%B1%BB'));
    expect([...(screen.getByTestId('enroll-form-batch') as HTMLSelectElement).options].map((o) => o.value)).toEqual(['', '本科批', '提前批']);

    const calls = api.bodies('AdmissionData/GetAdmissionCollege').length;
    fireEvent.change(screen.getByTestId('enroll-form-score-min'), { target: { value: '650' } });
    fireEvent.change(screen.getByTestId('enroll-form-score-max'), { target: { value: '600' } });
    fireEvent.click(screen.getByTestId('enroll-form-submit'));
    expect(screen.getByTestId('enroll-form-error').textContent).toBe('分数范围无效');
    expect(api.bodies('AdmissionData/GetAdmissionCollege').length).toBe(calls);
    // The old answer no longer matches the boxes: it is not left on screen.
    expect(screen.queryByTestId('enroll-results')).toBeNull();
    expect(screen.queryByTestId('enroll-summary')).toBeNull();

    fireEvent.change(screen.getByTestId('enroll-form-score-max'), { target: { value: '700' } });
    fireEvent.change(screen.getByTestId('enroll-form-rank-max'), { target: { value: '5000' } });
    fireEvent.change(screen.getByTestId('enroll-form-name'), { target: { value: ' 北京 ' } });
    fireEvent.click(screen.getByTestId('enroll-form-submit'));
    await waitFor(() =>
      expect(last('AdmissionData/GetAdmissionCollege')).toEqual({
        ProvinceId: 44, Year: 2025, Track: '物理类', CollegeName: '北京', ScoreMin: 650, ScoreMax: 700, RankMax: 5000, PageIndex: 1, PageSize: 10,
      }),
    );
    expect(screen.queryByTestId('enroll-form-error')).toBeNull();
  });

  it('says when nothing matches and when a province has no results', async () => {
    open('/enroll-data?name=无此校');
    expect((await screen.findByTestId('enroll-empty')).textContent).toBe('没有符合条件的录取数据，请调整查询条件');
    fireEvent.change(screen.getByTestId('enroll-form-province'), { target: { value: '65' } });
    expect((await screen.findByTestId('enroll-no-data')).textContent).toBe('暂无新疆的投档线数据');
    expect(screen.queryByTestId('enroll-results')).toBeNull();
    expect(api.bodies('AdmissionData/GetAdmissionCollege').every((b) => b.ProvinceId === 44)).toBe(true);
  });
});

describe('provinces with major-level lines only', () => {
  it('/enroll-data lists the major-level lines and says so', async () => {
    open('/enroll-data?province=11&name=北京大学');
    await screen.findByTestId('result-major-9');
    expect(api.bodies('AdmissionData/GetAdmissionCollege')).toEqual([]);
    expect(api.bodies('AdmissionData/GetAdmissionMajor')).toEqual([{ ProvinceId: 11, Year: 2025, CollegeName: '北京大学', PageIndex: 1, PageSize: 10 }]);
    expect(screen.getByTestId('enroll-major-note').textContent).toBe('北京2025年只有专业一级的投档 / 录取数据，下表按专业列出。');
  });

  it('a year without school/group lines falls back even when a name filters the search', async () => {
    open('/enroll-data?province=31&name=北京大学');
    await screen.findByTestId('result-major-9');
    expect(api.bodies('AdmissionData/GetAdmissionCollege')).toEqual([
      { ProvinceId: 31, Year: 2025, CollegeName: '北京大学', PageIndex: 1, PageSize: 10 },
      { ProvinceId: 31, Year: 2025, PageIndex: 1, PageSize: 10 },
    ]);
    expect(screen.getByTestId('enroll-major-note')).toBeTruthy();
  });

  it('the tabbed search points to the major tab instead', async () => {
    open('/admissioncollegeandmajorsearch?province=11');
    expect((await screen.findByTestId('enroll-major-only')).textContent).toContain('北京2025年只有专业一级的投档 / 录取数据');
    expect(screen.queryByTestId('enroll-empty')).toBeNull();
    fireEvent.click(screen.getByTestId('enroll-major-only-go'));
    await screen.findByTestId('result-major-9');
    expect(screen.getByTestId('location').textContent).toBe('/admissioncollegeandmajorsearch?tab=major&province=11&year=2025');
  });
});

describe('/admissioncollegeandmajorsearch', () => {
  it('has a major tab that searches major-level lines by major name', async () => {
    open('/admissioncollegeandmajorsearch');
    await screen.findByTestId('result-row-1');
    expect(screen.queryByTestId('enroll-form-major')).toBeNull();
    fireEvent.click(screen.getByTestId('enroll-tab-major'));
    await screen.findByTestId('result-major-9');
    expect(screen.getByTestId('location').textContent).toBe('/admissioncollegeandmajorsearch?tab=major&province=44&year=2025');
    fireEvent.change(screen.getByTestId('enroll-form-major'), { target: { value: '数学' } });
    fireEvent.click(screen.getByTestId('enroll-form-submit'));
    await waitFor(() => expect(last('AdmissionData/GetAdmissionMajor')).toMatchObject({ ProvinceId: 44, Year: 2025, MajorName: '数学' }));
    expect((await screen.findByTestId('result-major-9')).textContent).toContain('数学');
  });
});

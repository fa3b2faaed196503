import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { appStore } from '@/lib/store';
import { examProvinceAtom } from '@/lib/site-config';
import { mockApi, ok } from './test/mock-api';
import { PROVINCES } from './test/fixtures';
import { GD_THIRD, paged, plan } from './components/enroll/test-fixtures';
import PlanSearchPage from './components/enroll/PlanSearchPage';
import PlanInfoPage from './components/enroll/PlanInfoPage';

const PLAN_PARAMS = { Years: [2025], Tracks: [{ Year: 2025, Track: '物理类' }], Batches: [{ Year: 2025, Track: '物理类', Batch: '本科批' }], Levels: [] };
const PLANS = [
  plan({ Id: 1, ProvinceId: 44, Track: '物理类', Batch: '本科批', GroupCode: '201' }),
  plan({ Id: 2, ProvinceId: 44, Track: '物理类', Batch: '本科批', CollegeCode: '', CollegeName: '', SchoolName: '某学院', PlanCount: null, Tuition: null, Source: GD_THIRD }),
];

// Pages chain three or four answers before they settle; a busy machine needs more than 1 s.
configure({ asyncUtilTimeout: 5000 });

let api: ReturnType<typeof mockApi>;
const last = (path: string) => api.bodies(path)[api.bodies(path).length - 1];
beforeEach(() => {
  appStore.set(examProvinceAtom, { ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G' });
  api = mockApi({
    'Public/ProvinceList': () => ok(PROVINCES),
    'AdmissionData/GetAdmissionPlanQueryParameters': (b) => ok(b.ProvinceId === 44 ? PLAN_PARAMS : { Years: [], Tracks: [], Batches: [], Levels: [] }),
    'AdmissionData/GetAdmissionPlan': () => ok(paged(PLANS)),
    'Public/EnrollmentPlan': (b) =>
      b.ProvinceId === 44
        ? ok({ Years: [2025, 2024], List: [PLANS[0], plan({ Id: 5, Year: 2024, MajorName: '物理学类' })] })
        : { Code: 0, Data: { Years: [], List: [] }, Message: '暂无该校在北京的招生计划数据（服务器）' },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  appStore.set(examProvinceAtom, null);
});

const open = (path: string) =>
  renderAt(path, [
    { path: '/enroll-plan', element: page(<PlanSearchPage />) },
    { path: '/admissionplansearch', element: page(<PlanSearchPage />) },
    { path: '/enroll-plan-info', element: page(<PlanInfoPage />) },
  ]);

describe('/enroll-plan', () => {
  it('searches the plans of the site province, 未公布 for unpublished counts, unmatched schools kept', async () => {
    open('/enroll-plan');
    await screen.findByTestId('plan-row-1');
    expect(api.bodies('AdmissionData/GetAdmissionPlanQueryParameters')).toEqual([{ ProvinceId: 44 }]);
    expect(api.bodies('AdmissionData/GetAdmissionPlan')).toEqual([{ ProvinceId: 44, Year: 2025, PageIndex: 1, PageSize: 10 }]);
    expect(screen.getByTestId('plan-count-1').textContent).toBe('5');
    expect(screen.getByTestId('plan-count-2').textContent).toBe('未公布');
    expect(screen.getByTestId('plan-tuition-1').textContent).toBe('5000');
    expect(screen.getByTestId('plan-years-1').textContent).toBe('4');
    expect(screen.getByTestId('plan-tuition-2').textContent).toBe('未公布');
    expect(screen.getByTestId('plan-school-1-link').getAttribute('href')).toBe('/enroll-plan-info?id=10001&province=44');
    expect(screen.getByTestId('plan-school-2-unmatched').textContent).toBe('未匹配到院校库');
    expect(screen.getByTestId('plan-source-2-third-party').textContent).toBe('第三方汇编');
    fireEvent.change(screen.getByTestId('plan-form-major'), { target: { value: '数学' } });
    fireEvent.click(screen.getByTestId('plan-form-submit'));
    await waitFor(() => expect(last('AdmissionData/GetAdmissionPlan')).toEqual({ ProvinceId: 44, Year: 2025, MajorName: '数学', PageIndex: 1, PageSize: 10 }));
    expect(screen.queryByTestId('plan-form-score-min')).toBeNull();
  });

  it('filters by the chosen subjects: the request names them, the URL keeps them, the note says what is left out', async () => {
    open('/enroll-plan');
    await screen.findByTestId('plan-row-1');
    fireEvent.click(screen.getByTestId('plan-form-subjects-化学'));
    fireEvent.click(screen.getByTestId('plan-form-subjects-物理'));
    await waitFor(() => expect(last('AdmissionData/GetAdmissionPlan')).toEqual({ ProvinceId: 44, Year: 2025, SelectSubjects: ['物理', '化学'], PageIndex: 1, PageSize: 10 }));
    expect(screen.getByTestId('plan-form-subjects-物理').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('plan-form-subjects-note').textContent).toContain('物理、化学满足');
    fireEvent.click(screen.getByTestId('plan-form-subjects-clear'));
    await waitFor(() => expect(last('AdmissionData/GetAdmissionPlan')).toEqual({ ProvinceId: 44, Year: 2025, PageIndex: 1, PageSize: 10 }));
    expect(screen.queryByTestId('plan-form-subjects-note')).toBeNull();
  });

  it('says when a province has no plans', async () => {
    open('/admissionplansearch?province=11');
    expect((await screen.findByTestId('plan-no-data')).textContent).toBe('暂无北京的招生计划数据');
    expect(api.bodies('AdmissionData/GetAdmissionPlan')).toEqual([]);
  });
});

describe('/enroll-plan-info', () => {
  it("shows one school's plans by year and says when a province has none", async () => {
    open('/enroll-plan-info?id=10001&province=44');
    await screen.findByTestId('plan-row-1');
    expect(api.bodies('Public/EnrollmentPlan')).toEqual([{ ProvinceId: 44, CollegeId: '10001' }]);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('北京大学 · 招生计划');
    expect(screen.queryByTestId('plan-row-5')).toBeNull();
    fireEvent.change(screen.getByTestId('plan-info-year'), { target: { value: '2024' } });
    expect((await screen.findByTestId('plan-major-5')).textContent).toContain('物理学类');
    fireEvent.change(screen.getByTestId('plan-info-province'), { target: { value: '11' } });
    // the server's own word for the empty answer is shown
    expect((await screen.findByTestId('plan-info-empty')).textContent).toBe('暂无该校在北京的招生计划数据（服务器）');
  });
});

describe('a plan table of one source', () => {
  it('names the source once under the table, not on every row', async () => {
    const { render } = await import('@testing-library/react');
    const { PlanTable } = await import('./components/enroll/PlanTable');
    const rows = [1, 2, 3].map((Id) => plan({ Id, Source: GD_THIRD }));
    render(<PlanTable rows={rows} context="school" testId="t" />);
    expect(screen.getByTestId('t-source').textContent).toContain('2025年');
    expect(screen.getByTestId('t-source-third-party').textContent).toBe('第三方汇编');
    expect(screen.queryByTestId('plan-source-1')).toBeNull();
    expect(screen.queryAllByRole('columnheader').map((h) => h.textContent)).not.toContain('数据来源');
  });
});

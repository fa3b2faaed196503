import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { appStore } from '@/lib/store';
import { toastsAtom } from '@/lib/notify';
import DiagnosisPage from './DiagnosisPage';
import DiagnosisInfoPage from './DiagnosisInfoPage';

vi.setConfig({ testTimeout: 20_000 });

const source = { Id: 's', Authority: '广东省教育考试院（第三方汇编）', Title: '2011-2025广东高考一分一段表', Official: false };
const official = { Id: 'o', Authority: '广东省教育考试院', Title: '广东省2025年本科批次普通类投档情况', Official: true };
const diagnosis = {
  ProvinceId: 44, ProvinceName: '广东', Year: 2025, Track: '物理类', Score: 600, LinesYear: 2025, Message: '',
  Rank: {
    ProvinceId: 44, ProvinceName: '广东', Year: 2025, Track: '物理类', Score: 600, Status: 'InBand', Found: true,
    Message: '同分760人，位次区间26229–26988，按最低位次计为26988', BandHigh: 600, BandLow: 600, SameScoreCount: 760,
    RankBest: 26229, RankWorst: 26988, Rank: 26988, Table: { ScoreHigh: 697, ScoreLow: 100, Candidates: 440208, Bands: 598 }, Source: source,
  },
  Lines: [
    { BatchId: '927', BatchName: '特控线', Category: '普通类', Score: 534, Diff: 66, Cleared: true },
    { BatchId: '930', BatchName: '某线', Category: '特殊类型', Score: 620, Diff: -20, Cleared: false },
  ],
  Equivalents: [
    { Year: 2024, Track: '物理类', Status: 'InBand', Found: true, Score: 593, BandHigh: 593, BandLow: 593, Rank: 26988, Message: '', Source: source },
    { Year: 2020, Track: '物理类', Status: 'NoTable', Found: false, Score: 0, BandHigh: 0, BandLow: 0, Rank: 26988, Message: '2020年为文科/理科，与物理类不可比，不换算', Source: null },
    { Year: 2019, Track: '物理类', Status: 'NoTable', Found: false, Score: 0, BandHigh: 0, BandLow: 0, Rank: 26988, Message: '2019年为文科/理科，与物理类不可比，不换算', Source: null },
  ],
};
const row = (Id: number, over: Record<string, unknown>) => ({
  Id, Year: 2025, Track: '物理类', Batch: '本科批', Level: 'group', LevelName: '专业组', SchoolCode: '10255', SchoolName: '东华大学', CollegeCode: '10255',
  CollegeName: '东华大学', GroupCode: '212', MinScore: 599, MinRank: 26990, ConvertedRank: 27766, Source: official, LineRank: 26990, RankGap: 2, Reachable: true, ...over,
});
const paged = (body: Record<string, unknown>) => ({
  Total: 42, PageIndex: body.PageIndex, PageSize: body.PageSize, Years: [2025, 2024, 2023], Year: body.Year ?? 2025, Rank: 26988, Message: '',
  List: [row(1, { SubjectRule: '物理+化学' }), row(2, { SchoolName: '某学院', CollegeCode: '', MinRank: null, LineRank: 27001, RankGap: -13, Reachable: false })],
});

type Call = { path: string; body: Record<string, unknown> };
let calls: Call[] = [];
let answer: (c: Call) => { Code: number; Data: unknown; Message?: string };

beforeEach(() => {
  calls = [];
  appStore.set(toastsAtom, []);
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: { body: string }) => {
    const c = { path: String(url).replace('/api/', ''), body: JSON.parse(init.body) };
    calls.push(c);
    return new Response(JSON.stringify(answer(c)), { headers: { 'Content-Type': 'application/json' } });
  }));
});
afterEach(() => vi.unstubAllGlobals());

const lastBody = (path: string) => calls.filter((c) => c.path === path).map((c) => c.body).pop();

describe('/diagnosis', () => {
  it('shows the rank with its band and source, each line with 超出/低于, the equivalents, and the link on', async () => {
    answer = () => ({ Code: 0, Data: diagnosis });
    renderAt('/diagnosis', [{ path: '/diagnosis', element: page(<DiagnosisPage />) }]);
    expect((await screen.findByTestId('diagnosis-rank')).textContent).toBe('26988');
    expect(screen.getByTestId('diagnosis-profile').textContent).toBe('广东 · 2025年 · 物理类 · 600分');
    expect(screen.getByTestId('diagnosis-same-score').textContent).toBe('760');
    expect(screen.getByTestId('diagnosis-rank-band').textContent).toContain('位次区间26229–26988');
    expect(screen.getByTestId('diagnosis-rank-source').textContent).toContain('（第三方汇编，汇编自广东省教育考试院公布的数据）');
    expect(screen.getByTestId('diagnosis-line-927').textContent).toContain('超出66分');
    expect(screen.getByTestId('diagnosis-line-930').textContent).toContain('低于20分');
    expect(screen.getByTestId('diagnosis-equivalent-2024').textContent).toContain('593分');
    expect(screen.getByTestId('diagnosis-equivalents-skipped').textContent).toBe('2019–2020年为文科/理科，与物理类不可比，不换算');
    expect(screen.getByTestId('diagnosis-info-link').getAttribute('href')).toBe('/diagnosis-info');
  });

  it('a 2027 student: the rank through the 2026 table, tagged, and the 2026 lines said so', async () => {
    const basis = '按2026年一分一段表换算（2027年一分一段表尚未公布）';
    const linesBasis = '2027年批次线尚未公布，以下为2026年批次线';
    answer = () => ({ Code: 0, Data: {
      ...diagnosis, Year: 2027, LinesYear: 2026, LinesBasis: linesBasis, Message: basis,
      Rank: { ...diagnosis.Rank, Year: 2027, TableYear: 2026, Basis: basis },
    } });
    renderAt('/diagnosis', [{ path: '/diagnosis', element: page(<DiagnosisPage />) }]);
    expect((await screen.findByTestId('diagnosis-rank')).textContent).toBe('26988');
    const tag = screen.getByTestId('diagnosis-rank-basis');
    expect(tag.textContent).toBe('按2026年表换算');
    expect(tag.getAttribute('title')).toBe(basis);
    expect(screen.getByTestId('diagnosis-rank-basis-text').textContent).toBe(`${basis}，仅供参考。`);
    // Told beside the rank, not again as a notice over the page.
    expect(screen.queryByTestId('diagnosis-message')).toBeNull();
    expect(screen.getByTestId('diagnosis-table-range').textContent).toMatch(/^2026年物理类一分一段表/);
    expect(screen.getByTestId('diagnosis-lines-title').textContent).toBe('2026年广东物理类批次线');
    expect(screen.getByTestId('diagnosis-lines-basis').textContent).toBe(`${linesBasis}。`);
    expect(screen.getByTestId('diagnosis-line-927').textContent).toContain('超出66分');
  });

  it('the year’s own table has no tag; another message stays a notice', async () => {
    answer = () => ({ Code: 0, Data: { ...diagnosis, Lines: [], Message: '暂无广东2025年物理类批次线' } });
    renderAt('/diagnosis', [{ path: '/diagnosis', element: page(<DiagnosisPage />) }]);
    expect((await screen.findByTestId('diagnosis-message')).textContent).toBe('暂无广东2025年物理类批次线');
    expect(screen.queryByTestId('diagnosis-rank-basis')).toBeNull();
    expect(screen.queryByTestId('diagnosis-lines-basis')).toBeNull();
  });

  it('a score outside the table says why there is no rank', async () => {
    const below = { ...diagnosis.Rank, Status: 'BelowBottom', Found: false, Rank: 0, Message: '该分数低于本表公布的最低分（100分），本表不给出位次' };
    answer = () => ({ Code: 0, Data: { ...diagnosis, Score: 90, Rank: below } });
    renderAt('/diagnosis', [{ path: '/diagnosis', element: page(<DiagnosisPage />) }]);
    expect((await screen.findByTestId('diagnosis-rank-message')).textContent).toBe(below.Message);
    expect(screen.getByTestId('diagnosis-rank').textContent).toBe('—');
  });

  it.each([
    ['请先完善高考信息！', '/examinee?source=TB'],
    ['请先完善高考成绩！', '/setRealScore?source=TB'],
    ['请先完善选科！', '/examinee?source=TB'],
  ])('an incomplete profile (%s) links to the page that completes it, without a toast', async (message, path) => {
    answer = () => ({ Code: 400, Data: null, Message: message });
    renderAt('/diagnosis', [{ path: '/diagnosis', element: page(<DiagnosisPage />) }]);
    expect((await screen.findByTestId('diagnosis-incomplete-message')).textContent).toBe(message);
    expect(screen.getByTestId('diagnosis-incomplete-link').getAttribute('href')).toBe(path);
    expect(appStore.get(toastsAtom)).toEqual([]);
  });
});

describe('/diagnosis-info', () => {
  it('lists the lines with official and converted ranks apart, the gap, and says it is not a probability', async () => {
    answer = (c) => ({ Code: 0, Data: c.path === 'Public/LineDiagnosisArea' ? [{ ProvinceId: 44, ProvinceName: '广东', Count: 67 }, { ProvinceId: 11, ProvinceName: '北京', Count: 30 }]
      : c.path === 'Public/LineDiagnosisScore' ? diagnosis : paged(c.body) });
    renderAt('/diagnosis-info', [{ path: '/diagnosis-info', element: page(<DiagnosisInfoPage />) }]);
    await screen.findByTestId('diagnosis-table');
    expect(screen.getByTestId('diagnosis-about').textContent).toContain('不是录取概率');
    expect(screen.getByTestId('diagnosis-info-rank').textContent).toContain('26988');
    expect(screen.queryByTestId('diagnosis-info-rank-basis')).toBeNull();
    const rows = screen.getAllByTestId('diagnosis-row');
    expect(rows[0].textContent).toContain('公布位次');
    expect(rows[0].querySelector('[data-testid="diagnosis-row-gap"]')?.textContent).toBe('领先2位（可达）');
    expect(rows[1].textContent).toContain('换算位次');
    expect(rows[0].querySelector('[data-testid="diagnosis-row-requirement"]')?.textContent).toBe('选科：物理、化学（均须选考）');
    expect(rows[1].querySelector('[data-testid="diagnosis-row-requirement"]')).toBeNull();
    expect(screen.getByTestId('diagnosis-subjects-note').textContent).toContain('选科要求与你的选科不符的投档线不列出');
    expect(rows[1].querySelector('[data-testid="diagnosis-row-gap"]')?.textContent).toBe('落后13位（冲刺）');
    expect(screen.getByTestId('diagnosis-area-44').textContent).toContain('67');
    expect(calls.find((c) => c.path === 'Public/LineDiagnosisPaged')?.body).toEqual({ PageIndex: 1, PageSize: 10 });

    fireEvent.click(screen.getByTestId('diagnosis-reach-rush'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/diagnosis-info?reach=rush'));
    await waitFor(() => expect(lastBody('Public/LineDiagnosisPaged')).toEqual({ Reachable: false, PageIndex: 1, PageSize: 10 }));
    fireEvent.click(screen.getByTestId('diagnosis-area-11'));
    await waitFor(() => expect(lastBody('Public/LineDiagnosisPaged')).toEqual({ CollegeProvinceId: 11, Reachable: false, PageIndex: 1, PageSize: 10 }));
    fireEvent.change(screen.getByTestId('diagnosis-year'), { target: { value: '2023' } });
    await waitFor(() => expect(lastBody('Public/LineDiagnosisArea')).toEqual({ Year: 2023 }));
    expect(lastBody('Public/LineDiagnosisPaged')).toMatchObject({ Year: 2023, CollegeProvinceId: 11 });
  });

  it('a 2027 student: the rank compared carries the 2026 table’s tag', async () => {
    const basis = '按2026年一分一段表换算（2027年一分一段表尚未公布）';
    answer = (c) => ({ Code: 0, Data: c.path === 'Public/LineDiagnosisArea' ? []
      : c.path === 'Public/LineDiagnosisScore' ? { ...diagnosis, Year: 2027, Rank: { ...diagnosis.Rank, Year: 2027, TableYear: 2026, Basis: basis } }
        : paged(c.body) });
    renderAt('/diagnosis-info', [{ path: '/diagnosis-info', element: page(<DiagnosisInfoPage />) }]);
    await screen.findByTestId('diagnosis-table');
    const tag = await screen.findByTestId('diagnosis-info-rank-basis');
    expect(tag.textContent).toBe('按2026年表换算');
    expect(tag.getAttribute('title')).toBe(basis);
  });

  it('an empty answer shows the server’s reason', async () => {
    answer = (c) => ({ Code: 0, Data: c.path === 'Public/LineDiagnosisArea' ? [] : { Total: 0, PageIndex: 1, PageSize: 10, List: [], Years: null, Year: 0, Rank: 26988, Message: '暂无广东物理类院校投档线数据' } });
    renderAt('/diagnosis-info', [{ path: '/diagnosis-info', element: page(<DiagnosisInfoPage />) }]);
    expect((await screen.findByTestId('diagnosis-empty')).textContent).toContain('暂无广东物理类院校投档线数据');
  });
});

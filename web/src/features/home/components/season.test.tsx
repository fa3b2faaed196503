// The home page of the 2027 season: a 2027 student's rank converted through the 2026 table and
// the countdown to a date not yet published.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { mockApi, ok } from '@/features/content/test/mock-api';
import { StudentPanel } from './StudentPanel';
import { HomeCountdown } from './HomeCountdown';

const BASIS = '按2026年一分一段表换算（2027年一分一段表尚未公布）';
const rank = (over: Record<string, unknown> = {}) => ({
  ProvinceId: 42, ProvinceName: '湖北', Year: 2027, Track: '物理类', Score: 560, Status: 'InBand', Found: true,
  Message: '同分820人，位次区间51600–52419，按最低位次计为52419', BandHigh: 560, BandLow: 560, SameScoreCount: 820,
  RankBest: 51600, RankWorst: 52419, Rank: 52419, TableYear: 2026, Basis: BASIS, ...over,
});
const diagnosis = (over: Record<string, unknown> = {}) => ({
  ProvinceId: 42, ProvinceName: '湖北', Year: 2027, Track: '物理类', Score: 560, Rank: rank(),
  LinesYear: 2026, LinesBasis: '2027年批次线尚未公布，以下为2026年批次线', Message: BASIS, Equivalents: [],
  Lines: [{ BatchId: '1', BatchName: '普通类本科', Category: '普通类', Score: 435, Diff: 125, Cleared: true }], ...over,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const openPanel = () => renderAt('/index', [{ path: '/index', element: page(<StudentPanel />) }]);

describe('the student panel', () => {
  it('a 2027 student: the rank through the 2026 table with its tag, the 2026 lines, no 暂无', async () => {
    mockApi({ 'Public/LineDiagnosisScore': () => ok(diagnosis()) });
    openPanel();
    expect((await screen.findByTestId('home-student-rank')).textContent).toBe('52419');
    const tag = screen.getByTestId('home-student-rank-basis');
    expect(tag.textContent).toBe('按2026年表换算');
    expect(tag.getAttribute('title')).toBe(BASIS);
    fireEvent.click(tag);
    expect(screen.getByTestId('home-student-rank-basis-full').textContent).toBe(BASIS);
    expect(screen.getByTestId('home-student-line').textContent).toBe('4352026年普通类本科，你高出 125 分');
    expect(screen.getByTestId('home-student-line-year').getAttribute('title')).toBe('2027年批次线尚未公布，以下为2026年批次线');
    expect(screen.getByTestId('home-student-panel').textContent).not.toContain('暂无');
  });

  it('the year’s own table: no tag, the table year said in the label', async () => {
    mockApi({ 'Public/LineDiagnosisScore': () => ok(diagnosis({ Year: 2026, Rank: rank({ Year: 2026, Basis: '' }), LinesBasis: '', Message: '' })) });
    openPanel();
    expect((await screen.findByTestId('home-student-rank')).textContent).toBe('52419');
    expect(screen.queryByTestId('home-student-rank-basis')).toBeNull();
    expect(screen.getByTestId('home-student-panel').textContent).toContain('2026年一分一段表中的位次');
  });

  it('no table at all: — and the server’s reason', async () => {
    const none = rank({ Status: 'NoTable', Found: false, Rank: 0, TableYear: 0, Basis: '', Message: '暂无西藏2027年物理类一分一段表' });
    mockApi({ 'Public/LineDiagnosisScore': () => ok(diagnosis({ Rank: none, Lines: [] })) });
    openPanel();
    expect((await screen.findByTestId('home-student-rank')).textContent).toBe('—');
    expect(screen.getByTestId('home-student-panel').textContent).toContain('暂无西藏2027年物理类一分一段表');
    expect(screen.queryByTestId('home-student-rank-basis')).toBeNull();
  });
});

describe('the countdown', () => {
  it('a date not yet published carries 预计 with the basis', () => {
    renderAt('/index', [{ path: '/index', element: page(<HomeCountdown countdown={{ ProvinceId: 42, ProvinceName: '湖北', ExamDate: '2027-06-07', Days: 182, ExamYear: 2027, Basis: '按往年惯例（每年6月7日开考）' }} />) }]);
    expect(screen.getByTestId('home-countdown').textContent).toBe('湖北 · 距2027年高考还有182天预计');
    expect(screen.getByTestId('home-countdown-basis').getAttribute('title')).toBe('考试日期尚未公布，按往年惯例（每年6月7日开考）');
  });

  it('a published date has no tag', () => {
    renderAt('/index', [{ path: '/index', element: page(<HomeCountdown countdown={{ ProvinceId: 42, ProvinceName: '湖北', ExamDate: '2027-06-07', Days: 182, ExamYear: 2027, Basis: '' }} />) }]);
    expect(screen.getByTestId('home-countdown').textContent).toBe('湖北 · 距2027年高考还有182天');
    expect(screen.queryByTestId('home-countdown-basis')).toBeNull();
  });
});

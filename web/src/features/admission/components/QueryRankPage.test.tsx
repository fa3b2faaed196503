import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { appStore } from '@/lib/store';
import { examProvinceAtom } from '@/lib/site-config';
import { mockApi, ok, type Answer } from '../test/mock-api';
import { ABOVE_TOP, PROVINCES, RANK_2027, RANK_600, TABLE } from '../test/fixtures';
import QueryRankPage from './QueryRankPage';

// Chart.js needs a canvas, which jsdom lacks; the chart's configuration has its own tests.
vi.mock('./charts', () => ({
  TrendChart: ({ series, testId }: { series: unknown[]; testId: string }) => <div data-testid={testId} data-series={series.length} />,
}));

const RULES: Record<number, unknown> = {
  44: { IsNewExam: true, ExamMode: '3+1+2', RuleList: [{ SelectSubject: '物理', Name: '物理类' }, { SelectSubject: '历史', Name: '历史类' }] },
  11: { IsNewExam: true, ExamMode: '3+3', RuleList: [{ Name: '综合' }] },
  65: { IsNewExam: false, ExamMode: 'traditional', RuleList: [{ SubjectType: 1, Name: '文科' }, { SubjectType: 2, Name: '理科' }] },
};
const BANDS = [
  { ScoreHigh: 601, ScoreLow: 601, Count: 720, Cumulative: 26228, RankBest: 25509 },
  { ScoreHigh: 600, ScoreLow: 600, Count: 760, Cumulative: 26988, RankBest: 26229 },
];

let rankAnswer: Answer;
let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  appStore.set(examProvinceAtom, { ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G' });
  rankAnswer = ok(RANK_600);
  api = mockApi({
    'Public/ProvinceList': () => ok(PROVINCES),
    'Public/LineRankYears': (b) => ok(b.ProvinceId === 31 ? [] : [2025, 2024].map((Year) => ({ Year, Tracks: [], IsNewExam: true }))),
    'Public/ProvinceIsNewExam': (b) => ok(RULES[Number(b.ProvinceId)]),
    'Public/LineRank': () => rankAnswer,
    'Public/LineRankEquivalent': () => ok({
      Current: (rankAnswer.Data as object) ?? RANK_600,
      List: [
        { Year: 2024, Track: '物理类', Status: 'InBand', Found: true, Score: 611, BandHigh: 611, BandLow: 611, Rank: 26950, YearRank: 27012, Message: '', Source: RANK_600.Source },
        { Year: 2020, Track: '理科', Status: 'NoTable', Found: false, Score: 0, BandHigh: 0, BandLow: 0, Rank: 0, Message: '2020年为文理分科，与物理类不可比', Source: null },
      ],
    }),
    'Public/LineRankList': () => ok({ Track: '物理类', Table: TABLE, Source: RANK_600.Source, List: BANDS }),
  });
});
afterEach(() => {
  cleanup(); // unmount before the province changes under the page
  vi.unstubAllGlobals();
  appStore.set(examProvinceAtom, null);
});

const open = (path = '/query-rank') => renderAt(path, [{ path: '/query-rank', element: page(<QueryRankPage />) }]);
const ready = async () => waitFor(() => expect(screen.getByTestId('rank-submit').hasAttribute('disabled')).toBe(false));
const typeScore = (v: string) => fireEvent.change(screen.getByTestId('rank-score'), { target: { value: v } });

describe('/query-rank form', () => {
  it('asks a visitor browsing nationally for a province instead of showing 加载中 for ever', async () => {
    appStore.set(examProvinceAtom, null);
    open();
    await screen.findByTestId('rank-province');
    await waitFor(() => expect(screen.getByTestId('rank-track-no-province').textContent).toBe('请先选择招生地区'));
    expect(screen.getByTestId('rank-year').textContent).toBe('请先选择招生地区');
    expect(document.body.textContent).not.toContain('加载中');
    expect(api.calls.some((c) => c.path === 'Public/LineRankYears')).toBe(false);
  });

  it('starts in the site province with its newest year and 物理 chosen', async () => {
    open();
    await ready();
    expect((screen.getByTestId('rank-province') as HTMLSelectElement).value).toBe('44');
    expect((screen.getByTestId('rank-year') as HTMLSelectElement).value).toBe('2025');
    expect(screen.getByTestId('rank-track-物理').getAttribute('aria-pressed')).toBe('true');
    expect(api.bodies('Public/ProvinceIsNewExam')).toEqual([{ ProvinceId: 44, Year: 2025 }]);
  });

  it('asks for a score, then a valid one, with the SPEC §5 messages', async () => {
    open();
    await ready();
    fireEvent.click(screen.getByTestId('rank-submit'));
    expect(screen.getByTestId('rank-score-error').textContent).toBe('请填写分数！');
    expect(screen.getByTestId('rank-form-error').textContent).toBe('请检查分数查询板块必填项');
    typeScore('751');
    expect(screen.queryByTestId('rank-form-error')).toBeNull();
    fireEvent.click(screen.getByTestId('rank-submit'));
    expect(screen.getByTestId('rank-score-error').textContent).toBe('请输入有效的高考成绩！');
    typeScore('6o0');
    fireEvent.click(screen.getByTestId('rank-submit'));
    expect(screen.getByTestId('rank-score-error').textContent).toBe('请输入有效的高考成绩！');
    expect(api.bodies('Public/LineRank')).toEqual([]);
    expect(screen.getByTestId('location').textContent).toBe('/query-rank');
  });

  it('checks against the province full mark (上海 660) and says when it has no table', async () => {
    open();
    await ready();
    fireEvent.change(screen.getByTestId('rank-province'), { target: { value: '31' } });
    await screen.findByTestId('rank-no-years');
    expect(screen.getByTestId('rank-no-years').textContent).toBe('暂无上海的一分一段表');
    typeScore('700');
    fireEvent.click(screen.getByTestId('rank-submit'));
    expect(screen.getByTestId('rank-score-error').textContent).toBe('请输入有效的高考成绩！');
    expect(screen.getByTestId('rank-year-error').textContent).toBe('请选择查询年份');
  });

  it('offers 文科 / 理科 in an old-exam province and sends SubjectType; 3+3 sends no track', async () => {
    open();
    await ready();
    fireEvent.change(screen.getByTestId('rank-province'), { target: { value: '65' } });
    await screen.findByTestId('rank-track-2');
    fireEvent.click(screen.getByTestId('rank-track-2'));
    typeScore('500');
    fireEvent.click(screen.getByTestId('rank-submit'));
    await waitFor(() => expect(api.bodies('Public/LineRank')).toEqual([{ ProvinceId: 65, Year: 2025, SubjectType: 2, Score: 500 }]));

    fireEvent.change(screen.getByTestId('rank-province'), { target: { value: '11' } });
    await screen.findByTestId('rank-track-single');
    expect(screen.getByTestId('rank-track-single').textContent).toBe('综合');
    await ready();
    fireEvent.click(screen.getByTestId('rank-submit'));
    await waitFor(() => expect(api.bodies('Public/LineRank').slice(-1)[0]).toEqual({ ProvinceId: 11, Year: 2025, Score: 500 }));
    expect(screen.getByTestId('location').textContent).toBe('/query-rank?province=11&year=2025&score=500');
  });
});

describe('/query-rank answers', () => {
  it('shows the rank, band, same-score count, range, table range and third-party source', async () => {
    open();
    await ready();
    typeScore('600');
    fireEvent.click(screen.getByTestId('rank-submit'));
    const value = await screen.findByTestId('rank-value');
    expect(screen.getByTestId('location').textContent).toBe('/query-rank?province=44&year=2025&track=%E7%89%A9%E7%90%86&score=600');
    expect(value.textContent).toBe('26988');
    expect(screen.getByTestId('rank-band').textContent).toBe('600分');
    expect(screen.getByTestId('rank-same-count').textContent).toBe('760人');
    expect(screen.getByTestId('rank-range').textContent).toBe('26229–26988');
    expect(screen.getByTestId('rank-table-range').textContent).toContain('100–697分');
    const source = screen.getByTestId('rank-source');
    expect(source.textContent).toContain('《2011-2025广东高考一分一段表》（汇编自广东省教育考试院公布的数据）');
    // The 2011—2017 clause of the caveat does not concern a 2025 query.
    expect(screen.queryByTestId('rank-source-caveat')?.textContent ?? '').not.toContain('2011');
    expect(screen.getByTestId('rank-source-third-party').textContent).toBe('第三方汇编');
    expect(screen.getByTestId('rank-source-link').getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('rank-source-link').getAttribute('rel')).toContain('noopener');
    expect(api.bodies('Public/LineRankList')).toEqual([{ ProvinceId: 44, Year: 2025, SelectSubject: '物理' }]);

    const eq = await screen.findByTestId('equivalent-table');
    expect(within(screen.getByTestId('equivalent-row-2024')).getByTestId('equivalent-score').textContent).toBe('611分');
    expect(within(screen.getByTestId('equivalent-row-2024')).getByTestId('equivalent-rank').textContent).toBe('27012');
    const old = within(eq).getByTestId('equivalent-row-2020');
    expect(within(old).getByTestId('equivalent-score').textContent).toBe('—');
    expect(within(old).getByTestId('equivalent-message').textContent).toBe('2020年为文理分科，与物理类不可比');

    const current = await screen.findAllByTestId('rank-list-row');
    expect(current.filter((r) => r.dataset.current === 'true').map((r) => r.textContent)).toEqual(['600分7602698826229–26988']);
    expect(screen.getByTestId('rank-chart').dataset.series).toBe('2');
  });

  it('shows a merged band as a band with the server message', async () => {
    rankAnswer = ok({ ...RANK_600, Score: 700, BandHigh: 750, BandLow: 680, SameScoreCount: 120, RankBest: 1, RankWorst: 120, Rank: 120, Message: '680分及以上为合并分段（1–120名），本表不区分其中的名次' });
    open('/query-rank?province=44&year=2025&track=物理&score=700');
    expect((await screen.findByTestId('rank-band')).textContent).toBe('合并分段 680–750分');
    expect(screen.getByTestId('rank-range').textContent).toBe('1–120');
    expect(screen.getByTestId('rank-message').textContent).toBe('680分及以上为合并分段（1–120名），本表不区分其中的名次');
  });

  it('AboveTop: the top band’s rank with the server message', async () => {
    rankAnswer = ok(ABOVE_TOP);
    open('/query-rank?province=44&year=2025&track=物理&score=720');
    expect((await screen.findByTestId('rank-value')).textContent).toBe('20');
    expect(screen.getByTestId('rank-result').dataset.status).toBe('AboveTop');
    expect(screen.getByTestId('rank-message').textContent).toBe(ABOVE_TOP.Message);
    expect(screen.getByTestId('rank-range').textContent).toBe('1–20');
    expect(screen.getByTestId('rank-result').textContent).toContain('本表最高分段697分');
    expect(screen.queryByTestId('rank-same-count')).toBeNull();
    expect(screen.queryByTestId('rank-basis')).toBeNull();
  });

  it('a year whose table is not out: the rank through the newest table, tagged, and that table shown', async () => {
    rankAnswer = ok(RANK_2027);
    open('/query-rank?province=44&year=2027&track=物理&score=560');
    expect((await screen.findByTestId('rank-value')).textContent).toBe('42267');
    expect(screen.getByTestId('rank-result-title').textContent).toBe('广东 · 2027年 · 物理类 · 560分');
    const tag = screen.getByTestId('rank-basis');
    expect(tag.textContent).toBe('按2026年表换算');
    expect(tag.getAttribute('title')).toBe(RANK_2027.Basis);
    expect(screen.queryByTestId('rank-basis-full')).toBeNull();
    fireEvent.click(tag);
    expect(screen.getByTestId('rank-basis-full').textContent).toBe(RANK_2027.Basis);
    expect(screen.getByTestId('rank-note').textContent).toContain('按2026年一分一段表换算的结果');
    expect((await screen.findByTestId('equivalent-basis')).textContent).toContain('按2026年一分一段表换算的位次 42267');
    // The whole table is the 2026 one (the 2027 one does not exist yet).
    await waitFor(() => expect(api.bodies('Public/LineRankList').pop()).toEqual({ ProvinceId: 44, Year: 2026, SelectSubject: '物理' }));
    expect((await screen.findByTestId('rank-list-section')).textContent).toContain('2026年物理类一分一段表');
  });

  for (const [status, message] of [
    ['BelowBottom', '该分数低于本表公布的最低分（100分），本表不给出位次'],
    ['NoTable', '暂无该省2025年物理类一分一段表'],
  ] as const) {
    it(`${status}: the server message and no rank`, async () => {
      rankAnswer = ok({ ...ABOVE_TOP, Found: false, BandHigh: 0, BandLow: 0, SameScoreCount: 0, RankBest: 0, RankWorst: 0, Rank: 0, Status: status, Message: message, Table: status === 'NoTable' ? null : TABLE });
      open('/query-rank?province=44&year=2025&track=物理&score=720');
      const card = await screen.findByTestId('rank-result');
      expect(card.dataset.status).toBe(status);
      expect(screen.getByTestId('rank-message').textContent).toBe(message);
      expect(screen.queryByTestId('rank-value')).toBeNull();
      expect(screen.queryByTestId('rank-band')).toBeNull();
      expect(card.textContent).not.toMatch(/位次区间|换算位次/);
      expect((await screen.findByTestId('equivalent-no-basis')).textContent).toBe(message);
    });
  }

  it('NoCandidate: the rank the table defines, with the message', async () => {
    const message = '本表中没有考生得599分，其位次按上一分段的累计人数计';
    rankAnswer = ok({ ...RANK_600, Score: 599, Status: 'NoCandidate', SameScoreCount: 0, BandHigh: 599, BandLow: 599, RankBest: 26989, RankWorst: 26988, Rank: 26988, Message: message });
    open('/query-rank?province=44&year=2025&track=物理&score=599');
    expect((await screen.findByTestId('rank-value')).textContent).toBe('26988');
    expect(screen.getByTestId('rank-same-count').textContent).toBe('0人');
    expect(screen.getByTestId('rank-message').textContent).toBe(message);
  });

  it('fills the form from a shared link and shows a server error in place of an answer', async () => {
    rankAnswer = { Code: 400, Data: null, Message: '请输入有效的高考成绩！' };
    open('/query-rank?province=44&year=2024&track=历史&score=999');
    expect((await screen.findByTestId('rank-error')).textContent).toContain('请输入有效的高考成绩！');
    await ready();
    expect((screen.getByTestId('rank-year') as HTMLSelectElement).value).toBe('2024');
    expect(screen.getByTestId('rank-track-历史').getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByTestId('rank-score') as HTMLInputElement).value).toBe('999');
    expect(screen.queryByTestId('rank-value')).toBeNull();
  });
});

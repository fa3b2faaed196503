import { describe, expect, it } from 'vitest';
import { actualVerdict, backtestDetail, backtestText, bandsText, candidateText, cardRequirementText, flagClass, num, percentText, planText, predictedText, tuitionRangeText, tuitionText } from './format';
import type { Backtest, Candidate, Evidence } from '../types';

const BACKTEST: Backtest = {
  Year: 2025, Level: 'group', Method: 'WCF', SafeHeld: 96.4, SteadyHeld: 73.4, StretchHeld: 6.7, SafePairs: 8682, Pairs: 26060, Units: 5109, Predicted: 1166, Covered80: 72.9, Message: '',
};
const CANDIDATE: Candidate = { ProvinceId: 44, ProvinceName: '广东', Year: 2026, Track: '物理类', Score: 600, Rank: 30891, TableYear: 2026, Note: '', Predicted: false };

describe('probabilities and figures', () => {
  it('writes a percent with at most one decimal', () => {
    expect(percentText(63.5)).toBe('63.5%');
    expect(percentText(40)).toBe('40%');
    expect(percentText(1.25)).toBe('1.3%');
    expect(percentText(null)).toBe('—');
  });
  it('groups thousands', () => {
    expect(num(30891)).toBe('30,891');
    expect(num(63)).toBe('63');
    expect(num(null)).toBe('—');
  });
  it('says when plan or tuition is not published', () => {
    expect(planText(27)).toBe('27人');
    expect(planText(0)).toBe('未公布');
    expect(tuitionText(5500)).toBe('5,500元/年');
    expect(tuitionText(0)).toBe('未公布');
    expect(tuitionRangeText(5000, 75000)).toBe('5,000–75,000元/年');
    expect(tuitionRangeText(75000, 75000)).toBe('75,000元/年');
    expect(tuitionRangeText(undefined, 5500)).toBe('5,500元/年');
    expect(tuitionRangeText(0, 0)).toBe('未公布');
  });
  it('says a 3+1+2 card’s 首选 subject beside the 再选 rule, never a bare 不限', () => {
    expect(cardRequirementText({ Track: '物理类', SubjectRule: '不限', Requirement: '物理' })).toBe('首选物理，再选不限');
    expect(cardRequirementText({ Track: '历史类', SubjectRule: '政治', Requirement: '历史,政治' })).toBe('首选历史，再选政治');
    expect(cardRequirementText({ Track: '物理类', SubjectRule: '化学+生物', Requirement: '' })).toBe('首选物理，再选化学、生物（均须选考）');
    expect(cardRequirementText({ Track: '综合', SubjectRule: '物理', Requirement: '物理' })).toBe('物理');
    expect(cardRequirementText({ Track: '物理类', SubjectRule: '', Requirement: '物化' })).toBe('物化'); // not read: the wording as printed
  });
  it('marks a cost apart from a special path', () => {
    expect(flagClass('高收费')).toContain('zy-rec-tag-cost');
    expect(flagClass('中外合作')).toContain('zy-rec-tag-special');
  });
  it('writes the predicted cut-off with its 80% interval, by rank or by points above the line', () => {
    expect(predictedText({ Method: 'WCF', Rank: 30398, RankLow: 23360, RankHigh: 38913, Score: 600 })).toEqual({ main: '30,398（约600分）', interval: '80%区间 23,360–38,913' });
    expect(predictedText({ Method: 'WDF', Diff: 172, DiffLow: -3, DiffHigh: 187, Score: 597 })).toEqual({ main: '线差 +172分（约597分）', interval: '80%区间 -3 ~ +187分' });
    expect(predictedText(null)).toBeNull();
  });
});

describe('the lines above the list', () => {
  it('says the candidate’s rank, province, year and track', () => {
    expect(candidateText(CANDIDATE)).toBe('你的位次：30,891（广东 2026 物理类，分数 600分）');
    expect(candidateText({ ...CANDIDATE, Predicted: true })).toContain('预估分 600分');
    expect(candidateText({ ...CANDIDATE, Score: null })).toBe('你的位次：30,891（广东 2026 物理类）');
  });
  it('states the bands', () => {
    expect(bandsText({ StretchBelow: 40, SafeFrom: 90 })).toBe('冲：录取概率低于40%；稳：40%–90%；保：90%及以上');
    expect(bandsText({ StretchBelow: 40, SafeFrom: 92, Safe: true })).toBe('冲：录取概率低于40%；稳：40%–92%；保：92%及以上');
    expect(bandsText({ StretchBelow: 40, SafeFrom: 94, Safe: true, SafeFromOneYear: 98, SafeOneYear: true, OneYearNote: '仅有1年录取数据的志愿从98%起标保。' })).toBe(
      '冲：录取概率低于40%；稳：40%–94%；保：94%及以上（仅有1年录取数据的志愿从98%起标保。）',
    );
    expect(bandsText({ StretchBelow: 40, SafeFrom: 100, Safe: false, SafeNote: '位点法回测未达95%' })).toBe('冲：录取概率低于40%；稳：40%及以上；不标保：位点法回测未达95%');
  });
  it('states the backtest of last year, or why there is none', () => {
    expect(backtestText(BACKTEST, 2026)).toBe('去年回测（2025年）：标为“保”的志愿有 96.4% 被录取');
    expect(backtestText(BACKTEST, 2027)).toBe('最近一次回测（2025年）：标为“保”的志愿有 96.4% 被录取');
    expect(backtestText({ ...BACKTEST, SafeHeld: null }, 2026)).toContain('没有标为“保”的志愿');
    expect(backtestText({ ...BACKTEST, Message: '该省没有可回测的年份：录取数据不足两年' }, 2026)).toBe('该省没有可回测的年份：录取数据不足两年');
    expect(backtestText(null, 2026)).toBe('');
    expect(backtestDetail(BACKTEST)).toBe('同时被录取的：“稳” 73.4%，“冲” 6.7%；实际投档位次落在80%区间内的占 72.9%；核对了 1,166 个志愿单位、26,060 组“考生—志愿”');
  });
  it('holds the candidate’s rank against the exam year’s own result', () => {
    const actual: Evidence = { Year: 2025, Batch: '本科批', MinScore: 597, Rank: 28923, RankKind: '公布位次', CarriedRank: 28923, EquivalentScore: 597, Plan: 56, SourceId: 's' };
    expect(actualVerdict(actual, 26988)).toContain('可被投档');
    expect(actualVerdict(actual, 30000)).toContain('未达投档线');
  });
});

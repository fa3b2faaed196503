// How the recommendation figures read on the page.
import { requirementText } from '@/features/admission/lib/subject-rule';
import type { Backtest, Bands, Candidate, Evidence, Predicted } from '../types';

const grouped = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 1 });

/** A count or a rank with thousands separators (30,891); — for none. */
export const num = (n: number | null | undefined): string => (n === null || n === undefined || Number.isNaN(n) ? '—' : grouped.format(n));

/** A percent as the API gives it (one decimal at most): 63.5% / 40%; — for none. */
export function percentText(p: number | null | undefined): string {
  if (p === null || p === undefined || Number.isNaN(p)) return '—';
  return `${Number.isInteger(p) ? p : p.toFixed(1)}%`;
}

/** Plan and tuition of the exam year; 0 means not published. */
export const planText = (plan: number) => (plan > 0 ? `${plan}人` : '未公布');
export const tuitionText = (yuan: number) => (yuan > 0 ? `${num(yuan)}元/年` : '未公布');

/** A unit's fee: its majors' range when they differ (5,000–75,000元/年). */
export const tuitionRangeText = (low: number | undefined, high: number) =>
  low && low > 0 && low < high ? `${num(low)}–${num(high)}元/年` : tuitionText(high);

/**
 * A card's 选科要求: in a 物理类/历史类 track the 首选 subject is the track's and the canonical rule
 * is the 再选 part, so the card says both (首选物理，再选不限) rather than a bare 不限.
 */
export function cardRequirementText(item: { Track: string; SubjectRule: string; Requirement: string }): string {
  const text = requirementText(item);
  const first = item.Track === '物理类' ? '物理' : item.Track === '历史类' ? '历史' : '';
  return first && item.SubjectRule ? `首选${first}，再选${text}` : text;
}

/** How a card's flag looks: a special path, a cost, or majors of another kind inside an ordinary group. */
export function flagClass(flag: string): string {
  if (flag === '高收费') return 'zy-rec-tag zy-rec-tag-cost';
  return 'zy-rec-tag zy-rec-tag-special';
}

/** The predicted cut-off: by rank (位次法) or by points above the batch line (位点法). */
export function predictedText(p: Predicted | null): { main: string; interval: string } | null {
  if (!p) return null;
  if (p.Method === 'WDF') {
    return { main: `线差 ${signed(p.Diff)}分（约${p.Score}分）`, interval: `80%区间 ${signed(p.DiffLow)} ~ ${signed(p.DiffHigh)}分` };
  }
  return { main: `${num(p.Rank)}（约${p.Score}分）`, interval: `80%区间 ${num(p.RankLow)}–${num(p.RankHigh)}` };
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** "你的位次：30,891（广东 2026 物理类）"; a predicted score says so. */
export function candidateText(c: Candidate): string {
  const score = c.Score !== null && c.Score !== undefined ? `，${c.Predicted ? '预估分' : '分数'} ${c.Score}分` : '';
  return `你的位次：${num(c.Rank)}（${c.ProvinceName} ${c.Year} ${c.Track}${score}）`;
}

/**
 * "冲：录取概率低于40%；稳：40%–90%；保：90%及以上" from List/Stat Bands; a method whose backtest did
 * not earn 保 says so instead of naming a 保 band.
 */
export const bandsText = (b: Bands) =>
  (b.Safe === false
    ? `冲：录取概率低于${b.StretchBelow}%；稳：${b.StretchBelow}%及以上；不标保：${b.SafeNote ?? '回测未达95%'}`
    : `冲：录取概率低于${b.StretchBelow}%；稳：${b.StretchBelow}%–${b.SafeFrom}%；保：${b.SafeFrom}%及以上`) +
  (b.Safe !== false && b.OneYearNote ? `（${b.OneYearNote}）` : '');

/** The backtest in one line, or the reason there is none. */
export function backtestText(b: Backtest | null | undefined, examYear: number): string {
  if (!b) return '';
  if (b.Message) return b.Message;
  const when = `${b.Year === examYear - 1 ? '去年回测' : '最近一次回测'}（${b.Year}年）`;
  if (b.SafeHeld === null) return `${when}：没有标为“保”的志愿可以核对`;
  return `${when}：标为“保”的志愿有 ${percentText(b.SafeHeld)} 被录取`;
}

/** The rest of the backtest: 稳 and 冲, the 80% interval's coverage and how much was checked. */
export function backtestDetail(b: Backtest | null | undefined): string {
  if (!b || b.Message) return '';
  const parts = [];
  if (b.SteadyHeld !== null) parts.push(`“稳” ${percentText(b.SteadyHeld)}`);
  if (b.StretchHeld !== null) parts.push(`“冲” ${percentText(b.StretchHeld)}`);
  const held = parts.length ? `同时被录取的：${parts.join('，')}` : '';
  const covered = b.Covered80 !== null ? `实际投档位次落在80%区间内的占 ${percentText(b.Covered80)}` : '';
  const scope = `核对了 ${num(b.Predicted)} 个志愿单位、${num(b.Pairs)} 组“考生—志愿”`;
  return [held, covered, scope].filter(Boolean).join('；');
}

/** What the exam year's own result says of the candidate's rank. */
export function actualVerdict(a: Evidence, rank: number): string {
  if (!a.Rank) return '';
  return rank <= a.Rank ? '你的位次在当年最低位次之前：可被投档' : '你的位次在当年最低位次之后：未达投档线';
}

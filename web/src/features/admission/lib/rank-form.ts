// The score-to-rank form (SPEC §5): province, year, track and an integer score from 0 to the
// province's full mark; a failed check names each field and the summary 请检查分数查询板块必填项.
import { MSG_INVALID_SCORE, MSG_SCORE_QUERY_INCOMPLETE, SCORE_MAX } from '@/lib/validation';
import { missingTrackMessage, needsChoice, type TrackOption } from './tracks';
import type { RankQuery } from './rank-query';

export const MSG_PROVINCE = '请选择招生地区';
export const MSG_YEAR = '请选择查询年份';
export const MSG_SCORE_EMPTY = '请填写分数！';
export { MSG_INVALID_SCORE, MSG_SCORE_QUERY_INCOMPLETE };

export interface RankForm {
  province: number | null;
  year: number | null;
  track: string | null;
  score: string;
}

export type RankFormErrors = Partial<Record<keyof RankForm, string>>;

export type RankFormCheck = { ok: true; query: RankQuery } | { ok: false; errors: RankFormErrors; message: string };

/** A score: empty → 请填写分数！; not a whole number from 0 to maxScore → 请输入有效的高考成绩！ */
export function scoreError(raw: string, maxScore: number = SCORE_MAX): string | null {
  const text = raw.trim();
  if (!text) return MSG_SCORE_EMPTY;
  if (!/^\d+$/.test(text)) return MSG_INVALID_SCORE;
  return Number(text) <= maxScore ? null : MSG_INVALID_SCORE;
}

/** Checks the form against the loaded choices (the tracks of the year, the province's full mark). */
export function checkRankForm(form: RankForm, ctx: { maxScore?: number; tracks: TrackOption[] }): RankFormCheck {
  const errors: RankFormErrors = {};
  if (!form.province) errors.province = MSG_PROVINCE;
  if (!form.year) errors.year = MSG_YEAR;
  const track = form.track ?? '';
  if (needsChoice(ctx.tracks) && !ctx.tracks.some((t) => t.key === track && track !== '')) errors.track = missingTrackMessage(ctx.tracks);
  const bad = scoreError(form.score, ctx.maxScore || SCORE_MAX);
  if (bad) errors.score = bad;
  if (Object.keys(errors).length) return { ok: false, errors, message: MSG_SCORE_QUERY_INCOMPLETE };
  return { ok: true, query: { province: form.province!, year: form.year!, track, score: Number(form.score.trim()) } };
}

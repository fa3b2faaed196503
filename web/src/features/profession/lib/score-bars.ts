// The six O*NET interest scores as bars on their 1–7 scale.
import type { Interest } from '../types';
import { RIASEC_LETTERS, interestName } from './riasec';

export const SCORE_MIN = 1;
export const SCORE_MAX = 7;

export interface ScoreBar {
  code: string;
  name: string;
  score: number;
  /** Width of the bar in percent: 0 at 1 (the bottom of the scale), 100 at 7. */
  percent: number;
  label: string;
  /** One of the letters of the occupation's interest code. */
  top: boolean;
}

/** Bar width for a score, clamped to the scale. */
export function scorePercent(score: number): number {
  if (!Number.isFinite(score)) return 0;
  const clamped = Math.min(SCORE_MAX, Math.max(SCORE_MIN, score));
  return Math.round(((clamped - SCORE_MIN) / (SCORE_MAX - SCORE_MIN)) * 1000) / 10;
}

/** Score as shown: up to two decimals, no trailing zeros (6.05, 3.6, 7). */
export function formatScore(score: number): string {
  return Number.isFinite(score) ? String(Math.round(score * 100) / 100) : '—';
}

/** The bars in R I A S E C order; letters of `code` are marked as top. Unknown codes are dropped. */
export function toScoreBars(interests: Interest[] | null | undefined, code = ''): ScoreBar[] {
  const list = interests ?? [];
  return Array.from(RIASEC_LETTERS).flatMap((letter) => {
    const it = list.find((i) => i.Code?.toUpperCase() === letter);
    if (!it) return [];
    const score = Number(it.Score);
    return [{ code: letter, name: it.Name || interestName(letter), score, percent: scorePercent(score), label: formatScore(score), top: code.includes(letter) }];
  });
}

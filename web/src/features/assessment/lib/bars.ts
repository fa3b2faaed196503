// Scales drawn as plain bars (the 选科测评's subjects, the 综合测评's parts): how far each score
// lies between its Min and Max (the API's Percent), with its figures in words.
import type { ScaleScore } from '../types';
import { scoreText } from './format';

export interface PercentBar {
  key: string;
  label: string;
  /** 0–100 */
  percent: number;
  /** The figures beside the bar: 46（10–50 分）· 较高 */
  note: string;
}

const clamp = (p: number) => (Number.isFinite(p) ? Math.min(Math.max(p, 0), 100) : 0);

/** A bar per scale, in the API's order; a scale without a range (the subject hint) shows its Text. */
export function scaleBars(scales: ScaleScore[] | null | undefined): PercentBar[] {
  return (scales ?? []).map((s) => {
    const ranged = s.Max > s.Min;
    const figures = ranged ? scoreText(s) : '';
    const note = [figures, s.Level, !ranged && s.Text ? `参考：${s.Text}` : ''].filter(Boolean).join(' · ');
    return { key: s.Code, label: s.Name, percent: clamp(s.Percent), note };
  });
}


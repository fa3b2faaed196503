// The T / K marks of the undergraduate catalogue (普通高等学校本科专业目录).
import type { MajorItem } from '../types';

export interface Mark {
  letter: 'T' | 'K';
  label: string;
  meaning: string;
}

export const SPECIAL_MARK: Mark = {
  letter: 'T',
  label: '特设专业',
  meaning: '专业代码后缀 T：特设专业，为满足经济社会发展特殊需求所设置的专业。',
};

export const CONTROLLED_MARK: Mark = {
  letter: 'K',
  label: '国家控制布点专业',
  meaning: '专业代码后缀 K：国家控制布点专业，涉及国家安全、特殊行业等，设置须经国家审批。',
};

/** The marks a major carries, T before K (as in 140001TK). */
export function marksOf(m: Pick<MajorItem, 'IsSpecial' | 'IsControlled'>): Mark[] {
  const out: Mark[] = [];
  if (m.IsSpecial) out.push(SPECIAL_MARK);
  if (m.IsControlled) out.push(CONTROLLED_MARK);
  return out;
}

/** The marks as one Chinese phrase, '' when none. */
export const marksText = (m: Pick<MajorItem, 'IsSpecial' | 'IsControlled'>) =>
  marksOf(m)
    .map((k) => k.label)
    .join('、');

import type { RecommendStat } from '../types';

/** How many units were left out by the candidate's subjects and by the filters. */
export function ExcludedNote({ stat }: { stat: RecommendStat }) {
  const subjects = stat.Excluded?.['选科'] ?? 0;
  const filters = stat.Excluded?.['筛选'] ?? 0;
  const parts = [];
  if (subjects) parts.push(`${subjects} 个志愿的选科要求与你的选科不符`);
  if (filters) parts.push(`${filters} 个志愿不符合筛选条件`);
  if (!parts.length) return null;
  return (
    <p className="zy-muted zy-small" data-testid="rec-excluded">
      未列出：{parts.join('；')}。
    </p>
  );
}

import { PageLoader } from '@/components/PageLoader';
import { PrefillNote } from '@/components/PrefillNote';
import { useRecommendQuery } from '../hooks/useRecommendQuery';
import { useRecommendStat } from '../hooks/useRecommendStat';
import { StatCharts } from './charts/StatCharts';
import { ExcludedNote } from './ExcludedNote';
import { LevelSwitch } from './LevelSwitch';
import { NoQuery } from './NoQuery';
import { QueryPanel } from './QueryPanel';
import { RecommendHead } from './RecommendHead';
import { SpecialToggle } from './SpecialToggle';
import { StatHeader } from './StatHeader';
import '../recommend.css';

/**
 * /statistics (志愿统计): for the query of /recommend-index (the same URL query), how the
 * candidate's options spread by 冲 / 稳 / 保: overall and by province, category, nature and
 * tuition, each chart with its table.
 */
export default function StatisticsPage() {
  const [query, go, prefilled] = useRecommendQuery(true);
  const stat = useRecommendStat(query);
  const s = stat.data;
  return (
    <div className="zy-container zy-rec-page" data-testid="statistics-page">
      <RecommendHead title="志愿统计" current="statistics" query={query} note="你的可选志愿按冲、稳、保的分布" />
      {!query ? <NoQuery /> : null}
      {query && prefilled ? <PrefillNote later="" testId="rec-prefilled" /> : null}
      {query ? <QueryPanel query={query} go={go} open={Boolean(stat.error)} /> : null}
      {query ? <StatHeader stat={stat} /> : null}
      {query && !s && stat.loading ? <PageLoader lines={6} testId="rec-stat-loading" text="正在计算录取概率……" /> : null}
      {query && s && !s.Message ? (
        <>
          <div className="zy-rec-controls">
            <LevelSwitch levels={s.Levels} value={query.level || s.Level} onChange={(l) => go({ ...query, level: l })} />
            <SpecialToggle on={query.special} excluded={s.Excluded?.['特殊类型'] ?? 0} onChange={(special) => go({ ...query, special })} />
          </div>
          <ExcludedNote stat={s} />
          <StatCharts stat={s} />
        </>
      ) : null}
    </div>
  );
}

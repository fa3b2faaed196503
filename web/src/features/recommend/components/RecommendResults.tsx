import { PageLoader } from '@/components/PageLoader';
import { PrefillNote } from '@/components/PrefillNote';
import { useRecommendList } from '../hooks/useRecommendList';
import { useRecommendQuery } from '../hooks/useRecommendQuery';
import { useRecommendStat } from '../hooks/useRecommendStat';
import type { Level } from '../types';
import { ExcludedNote } from './ExcludedNote';
import { LabelTabs } from './LabelTabs';
import { LevelSwitch } from './LevelSwitch';
import { NoQuery } from './NoQuery';
import { QueryPanel } from './QueryPanel';
import { RecommendHead, type RecommendPage } from './RecommendHead';
import { ResultList } from './ResultList';
import { SpecialToggle } from './SpecialToggle';
import { StatHeader } from './StatHeader';
import { WrongLevel } from './WrongLevel';
import '../recommend.css';

/**
 * A result page of the query in the URL: the candidate, the bands and the backtest, the tabs
 * 冲 / 稳 / 保 / 全部 / 无概率 with their counts (Stat), and a page of units of the tab. `level`
 * fixes the filling mode (专业+院校 on /choose-wish, 院校专业组 on /new-exam); without it the
 * province's own is used and a switch offers the others.
 */
export function RecommendResults({ page, title, note, level: fixed, testId }: { page: RecommendPage; title: string; note: string; level?: Level; testId: string }) {
  const [query, go, prefilled] = useRecommendQuery(true);
  const stat = useRecommendStat(query, fixed ?? query?.level ?? '');
  const s = stat.data;
  const offered = !fixed || !s?.Levels || s.Levels.some((l) => l.Level === fixed);
  const level = s && !s.Message && offered ? (fixed ?? (query?.level || s.Level)) : null;
  const list = useRecommendList(query, level);
  return (
    <div className="zy-container zy-rec-page" data-testid={testId}>
      <RecommendHead title={title} note={note} current={page} query={query} />
      {!query ? <NoQuery /> : null}
      {query && prefilled ? <PrefillNote later="" testId="rec-prefilled" /> : null}
      {query ? <QueryPanel query={query} go={go} open={Boolean(stat.error)} /> : null}
      {query ? <StatHeader stat={stat} /> : null}
      {query && s && !offered && fixed ? <WrongLevel stat={s} level={fixed} query={query} /> : null}
      {query && s && level ? (
        <section className="zy-rec-results" aria-label="推荐列表">
          <div className="zy-rec-controls">
            {!fixed ? <LevelSwitch levels={s.Levels} value={level} onChange={(l) => go({ ...query, level: l, page: 1 })} /> : null}
            <SpecialToggle on={query.special} excluded={s.Excluded?.['特殊类型'] ?? 0} onChange={(special) => go({ ...query, special, page: 1 })} />
          </div>
          <ExcludedNote stat={s} />
          <LabelTabs active={query.tab} counts={s.Counts} onSelect={(tab) => go({ ...query, tab, page: 1 })} />
          <ResultList list={list} query={query} go={go} />
        </section>
      ) : null}
      {query && !s && stat.loading ? <PageLoader lines={6} testId="rec-stat-loading" text="正在计算录取概率……" /> : null}
    </div>
  );
}

import { Link } from 'react-router';
import { EmptyState } from '@/components/EmptyState';
import { queryString, type RecommendQuery } from '../lib/query';
import type { Level, RecommendStat } from '../types';

const PAGES: Record<Level, { path: string; name: string }> = {
  group: { path: '/new-exam', name: '院校专业组' },
  major: { path: '/choose-wish', name: '专业+院校' },
  school: { path: '/recommend-index', name: '院校' },
};

/** A filling-mode page for a province whose data has no unit of that mode: which modes it has. */
export function WrongLevel({ stat, level, query }: { stat: RecommendStat; level: Level; query: RecommendQuery }) {
  const levels = stat.Levels ?? [];
  const c = stat.Candidate;
  return (
    <EmptyState icon="info circle" text={`${c.ProvinceName}${c.Track}没有按“${PAGES[level].name}”的录取数据`} testId="rec-wrong-level">
      {levels.length ? (
        <p>
          该省可看：
          {levels.map((l) => (
            <Link key={l.Level} className="zy-rec-level-link" to={`${PAGES[l.Level].path}?${queryString({ ...query, level: l.Level, page: 1 })}`} data-testid={`rec-wrong-level-${l.Level}`}>
              {l.LevelName}
            </Link>
          ))}
        </p>
      ) : null}
    </EmptyState>
  );
}

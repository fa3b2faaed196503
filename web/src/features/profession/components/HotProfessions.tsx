import { Link } from 'react-router';
import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { getProfessionHotList } from '../api/get-profession-hot-list';
import { useLoad } from '@/lib/use-load';
import { professionPaths } from '../lib/paths';

export const HOT_COUNT = 10;

/** 热门职业: the occupations that the most majors lead to (ProfessionHotList). */
export function HotProfessions() {
  const hot = useLoad(() => getProfessionHotList(HOT_COUNT), 'hot');
  return (
    <section className="zy-prof-section" data-testid="hot-professions">
      <h3>热门职业</h3>
      <p className="zy-muted zy-small" data-testid="hot-explain">
        “热门”指被最多本科专业列为对口去向的职业，按关联专业数从多到少排列，并不代表薪资或招聘需求。
      </p>
      {hot.loading && !hot.data ? <PageLoader /> : null}
      {hot.error ? <EmptyState icon="warning circle" text={hot.error.message} testId="hot-error" /> : null}
      {hot.data ? (
        <ol className="zy-prof-hot" data-testid="hot-list">
          {hot.data.map((p) => (
            <li key={p.ID} data-testid={`hot-${p.ID}`}>
              <Link to={professionPaths.detail(p.ID)}>{p.ProfessionName}</Link>
              <span className="zy-muted zy-small">{p.IndustryName}</span>
              {p.MajorCount !== undefined ? <span className="zy-prof-hot-count">关联 {p.MajorCount} 个专业</span> : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

import { Link } from 'react-router';
import { getProfessionRecommendList } from '../api/get-profession-recommend-list';
import { useLoad } from '@/lib/use-load';
import { professionPaths } from '../lib/paths';
import { InterestCodeBadge } from './InterestCodeBadge';

export const SIMILAR_COUNT = 8;

/** 相似职业: the occupations whose six interest scores are nearest to this one's. */
export function SimilarProfessions({ id }: { id: string }) {
  const similar = useLoad(() => getProfessionRecommendList(id, SIMILAR_COUNT), id);
  const list = similar.data ?? [];
  return (
    <section className="zy-prof-section" data-testid="similar-professions">
      <h3>兴趣相近的职业</h3>
      <p className="zy-muted zy-small">按六项兴趣得分的接近程度排列。</p>
      {similar.loading && !similar.data ? <p className="zy-muted">加载中....</p> : null}
      {similar.error ? <p className="zy-muted" data-testid="similar-error">{similar.error.message}</p> : null}
      {similar.data && !list.length ? <p className="zy-muted">暂无兴趣相近的职业</p> : null}
      {list.length ? (
        <ul className="zy-prof-similar" data-testid="similar-list">
          {list.map((p) => (
            <li key={p.ID}>
              <Link to={professionPaths.detail(p.ID)} data-testid={`similar-${p.ID}`}>
                {p.ProfessionName}
              </Link>
              <InterestCodeBadge code={p.InterestCode} testId="similar-code" />
              <span className="zy-muted zy-small">{p.IndustryName}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

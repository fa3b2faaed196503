import { Link } from 'react-router';
import { Segment } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';
import { useLoad } from '@/lib/use-load';
import { getOccupationClassTree } from '../api/get-occupation-class-tree';
import { className } from '../lib/dadian';
import { professionPaths } from '../lib/paths';

/** The landing page's entry to 职业分类大典: its 8 大类 with their counts and the marked occupations. */
export function DadianHome() {
  const tree = useLoad(getOccupationClassTree, 'occupation-classes');
  const roots = tree.data ?? [];
  return (
    <Segment data-testid="home-dadian">
      <div className="zy-prof-section-head">
        <h3>按职业分类大典浏览</h3>
        <Link to={professionPaths.dadian()}>全部大类</Link>
      </div>
      <p className="zy-muted">
        《中华人民共和国职业分类大典（2022年版）》是我国的国家职业分类（本站所收为征求意见稿），并附2024年、2025年发布的新职业；每个职业列出人社部官方指引中对应的专业。
        <Link to={professionPaths.dadian('', 'green')}>绿色职业</Link>、<Link to={professionPaths.dadian('', 'digital')}>数字职业</Link>、
        <Link to={professionPaths.dadian('', 'new')}>新职业</Link>可单独查看。
      </p>
      {tree.error ? <EmptyState icon="warning circle" text={tree.error.message} testId="dadian-error" /> : null}
      <div className="zy-prof-fields" data-testid="dadian-grid">
        {roots.map((c) => (
          <Link key={c.Code} to={professionPaths.dadian(c.Code)} className="zy-prof-field" data-testid={`dadian-${c.Code}`}>
            <span className="zy-prof-field-name">
              {c.Code} {className(c)}
            </span>
            <span className="zy-prof-field-count">{c.Count} 个职业</span>
          </Link>
        ))}
      </div>
    </Segment>
  );
}

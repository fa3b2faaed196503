import { Link } from 'react-router';
import { className, classTrail } from '../lib/dadian';
import { professionPaths } from '../lib/paths';
import type { OccupationClass } from '../types';

function Column({ title, nodes, active, testId }: { title: string; nodes: OccupationClass[]; active?: string; testId: string }) {
  return (
    <div className="zy-prof-class-col" data-testid={testId}>
      <div className="zy-prof-class-head">
        {title}（{nodes.length}）
      </div>
      <ul>
        {nodes.map((n) => (
          <li key={n.Code} className={n.Code === active ? 'active' : ''}>
            <Link to={professionPaths.dadian(n.Code)} replace data-testid={`class-${n.Code}`}>
              {className(n)}
            </Link>
            <span className="zy-muted zy-small">
              {' '}
              {n.Code} · {n.Count}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** 大类 → 中类 → 小类 as three columns; the chosen class lives in the URL (?class=). */
export function OccupationClassPicker({ tree, code }: { tree: OccupationClass[]; code: string }) {
  const [big, mid, small] = classTrail(tree, code);
  return (
    <div className="zy-prof-class-picker" data-testid="occupation-class-picker">
      <Column title="大类" nodes={tree} active={big?.Code} testId="class-col-big" />
      {big ? <Column title="中类" nodes={big.SubList ?? []} active={mid?.Code} testId="class-col-mid" /> : null}
      {mid ? <Column title="小类" nodes={mid.SubList ?? []} active={small?.Code} testId="class-col-small" /> : null}
    </div>
  );
}

import type { Cell, PathCell } from '../types';
import { CellBars } from './charts/CellBars';

/** 升学路径测评 in 大家的测评: how many people each path was suggested to; a small split is named, never counted. */
export function StatsPaths({ paths }: { paths: PathCell[] }) {
  const shown: Cell[] = paths.filter((p) => !p.Suppressed).map((p) => ({ Value: p.Code, Name: p.Name, N: p.N ?? 0 }));
  const hidden = paths.filter((p) => p.Suppressed);
  return (
    <section className="zy-test-panel" data-testid="test-stats-paths">
      <h2>被推荐了解的升学路径</h2>
      <p className="zy-muted zy-small">一人可能被推荐多条路径；普通批适合所有考生，不列出。</p>
      {shown.length ? <CellBars cells={shown} title="被推荐了解的升学路径" testId="test-stats-path-bars" /> : null}
      {hidden.length ? (
        <p className="zy-muted zy-small" data-testid="test-stats-paths-hidden">
          不单独显示（被推荐或未被推荐的人数少于 10 人）：{hidden.map((p) => p.Name).join('、')}
        </p>
      ) : null}
    </section>
  );
}

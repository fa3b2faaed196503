import type { RecommendQuery } from '../lib/query';
import { QueryForm } from './QueryForm';

/** 修改条件: the start page's form on a result page, folded unless the asked query needs fixing. */
export function QueryPanel({ query, go, open }: { query: RecommendQuery; go: (q: RecommendQuery) => void; open: boolean }) {
  return (
    <details className="zy-rec-query-panel ui segment" open={open || undefined} data-testid="rec-query-panel">
      <summary>修改条件与偏好（地区、层次、关键词、学费、方法）</summary>
      <QueryForm asked={query} go={go} submitText="重新推荐" />
    </details>
  );
}

import { Button } from 'semantic-ui-react';

export const SCORE_QUERY_PENDING = '暂无录取分数数据，按最低分查询将在录取数据上线后开放';

/** The place of the score query panel: admission data is not available yet, so nothing is queried. */
export function ScoreQueryNote() {
  return (
    <div className="zy-choice-row" data-testid="score-query">
      <span className="zy-choice-label">分数查询：</span>
      <Button type="button" size="small" basic disabled content="按最低分查询" data-testid="score-query-button" />
      <span className="zy-muted zy-small" data-testid="score-query-note">
        {SCORE_QUERY_PENDING}
      </span>
    </div>
  );
}

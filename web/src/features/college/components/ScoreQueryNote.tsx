import { Icon, Label } from 'semantic-ui-react';
import { scoreQueryTag, type StoredScoreQuery } from '../lib/score-query';

export const SCORE_QUERY_EXPLAINED =
  '按该年院校（专业组）最低投档分筛选：每所院校列出你的分数够得上的最高一条线，离你的分数最近的排在前面；标“换算”的位次由本站按当年一分一段表换算。仅说明往年情况，不代表今年能否录取。';

/** The applied score query as a removable tag (广东2025年录取分数低于600分); nothing when none is applied. */
export function ScoreQueryNote({ applied, onClear }: { applied: StoredScoreQuery | null; onClear: () => void }) {
  if (!applied) return null;
  const text = scoreQueryTag(applied);
  return (
    <div className="zy-score-applied" data-testid="score-query-applied">
      <Label color="blue" basic data-testid="score-query-tag">
        <span data-testid="score-query-tag-text">{text}</span>
        <button type="button" className="zy-score-tag-remove" aria-label={`清除条件：${text}`} onClick={onClear} data-testid="score-query-tag-remove">
          <Icon name="close" fitted />
        </button>
      </Label>
      <span className="zy-muted zy-small">{SCORE_QUERY_EXPLAINED}</span>
    </div>
  );
}

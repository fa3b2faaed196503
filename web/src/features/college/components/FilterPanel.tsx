import type { FormEvent } from 'react';
import { Button, Segment } from 'semantic-ui-react';
import { clipName, NAME_MAX, ROW_LABELS, type FilterRows } from '../lib/filters';
import type { CollegeFilter } from '../types';
import { ChoiceRow } from './ChoiceRow';
import type { StoredScoreQuery } from '../lib/score-query';
import { ScoreQueryPanel } from './ScoreQueryPanel';

/**
 * The university filter panel (SPEC §2). A choice applies at once (with the name typed so far);
 * the name applies with Enter or 确认筛选, which shows 搜索中... while the list loads. The score
 * query panel applies its own condition with 按最低分查询.
 */
export function FilterPanel({ rows, draft, onDraft, onApply, loading, score, onScore, onClearScore }: {
  rows: FilterRows;
  draft: CollegeFilter;
  onDraft: (next: CollegeFilter) => void;
  onApply: (next: CollegeFilter) => void;
  loading: boolean;
  /** The applied score query (tempScoreInfo), null when none. */
  score: StoredScoreQuery | null;
  onScore: (q: StoredScoreQuery) => void;
  onClearScore: () => void;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  return (
    <Segment className="zy-filter-panel" data-testid="college-filter">
      <form onSubmit={submit}>
        <div className="zy-choice-row">
          <span className="zy-choice-label">院校名称：</span>
          <div className="ui small input zy-filter-name">
            <input
              value={draft.CollegeName}
              maxLength={NAME_MAX}
              placeholder="输入院校名称或简称"
              aria-label="院校名称"
              onChange={(e) => onDraft({ ...draft, CollegeName: clipName(e.target.value) })}
              data-testid="college-filter-name"
            />
          </div>
        </div>
        {ROW_LABELS.map(([key, label]) => (
          <ChoiceRow key={key} label={label} choices={rows[key]} value={draft[key]} onChange={(v) => onApply({ ...draft, [key]: v })} testId={`filter-${key}`} />
        ))}
        <ScoreQueryPanel applied={score} onApply={onScore} onClear={onClearScore} busy={loading} />
        <div className="zy-filter-actions">
          <Button type="submit" primary disabled={loading} content={loading ? '搜索中...' : '确认筛选'} data-testid="college-filter-confirm" />
        </div>
      </form>
    </Segment>
  );
}

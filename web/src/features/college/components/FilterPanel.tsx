import type { FormEvent } from 'react';
import { Button, Segment } from 'semantic-ui-react';
import { clipName, NAME_MAX, ROW_LABELS, type FilterRows } from '../lib/filters';
import type { CollegeFilter } from '../types';
import { ChoiceRow } from './ChoiceRow';
import { ScoreQueryNote } from './ScoreQueryNote';

/**
 * The university filter panel (SPEC §2). A choice applies at once (with the name typed so far);
 * the name applies with Enter or 确认筛选, which shows 搜索中... while the list loads.
 */
export function FilterPanel({ rows, draft, onDraft, onApply, loading }: {
  rows: FilterRows;
  draft: CollegeFilter;
  onDraft: (next: CollegeFilter) => void;
  onApply: (next: CollegeFilter) => void;
  loading: boolean;
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
        <ScoreQueryNote />
        <div className="zy-filter-actions">
          <Button type="submit" primary disabled={loading} content={loading ? '搜索中...' : '确认筛选'} data-testid="college-filter-confirm" />
        </div>
      </form>
    </Segment>
  );
}

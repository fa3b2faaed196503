import type { FormEvent } from 'react';
import { Button, Segment } from 'semantic-ui-react';
import { NAME_MAX, ROW_LABELS, type FilterRows } from '../lib/filters';
import type { CollegeFilter } from '../types';
import { ChoiceRow } from './ChoiceRow';

export const SCORE_QUERY_PENDING = '录取数据上线后可用';

/**
 * The university filter panel (SPEC §2): the choice rows and the name edit a draft;
 * 确认筛选 (or Enter in the name box) applies it.
 */
export function FilterPanel({ rows, draft, onDraft, onConfirm, loading }: {
  rows: FilterRows;
  draft: CollegeFilter;
  onDraft: (next: CollegeFilter) => void;
  onConfirm: () => void;
  loading: boolean;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onConfirm();
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
              placeholder="输入院校名称、简称或拼音"
              onChange={(e) => onDraft({ ...draft, CollegeName: Array.from(e.target.value).slice(0, NAME_MAX).join('') })}
              data-testid="college-filter-name"
            />
          </div>
        </div>
        {ROW_LABELS.map(([key, label]) => (
          <ChoiceRow key={key} label={label} choices={rows[key]} value={draft[key]} onChange={(v) => onDraft({ ...draft, [key]: v })} testId={`filter-${key}`} />
        ))}
        <div className="zy-choice-row">
          <span className="zy-choice-label">分数查询：</span>
          <span title={SCORE_QUERY_PENDING} data-testid="score-query-wrap">
            <Button type="button" size="small" basic disabled content="按最低分查询" data-testid="score-query-button" title={SCORE_QUERY_PENDING} />
          </span>
          <span className="zy-muted zy-small">{SCORE_QUERY_PENDING}</span>
        </div>
        <div className="zy-filter-actions">
          <Button type="submit" primary disabled={loading} content={loading ? '搜索中...' : '确认筛选'} data-testid="college-filter-confirm" />
        </div>
      </form>
    </Segment>
  );
}

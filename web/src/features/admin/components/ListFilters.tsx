import { useEffect, useState } from 'react';
import { Button } from 'semantic-ui-react';
import { Select } from '@/components/Select';
import { STATE_NAMES, STATES } from '../lib/states';

const STATE_OPTIONS = [{ value: '', text: '全部状态' }, ...STATES.map((s) => ({ value: s as string, text: STATE_NAMES[s] }))];

/** The list's filters: a state and a keyword (titles and summaries, at most 20 characters). */
export function ListFilters({ state, keyword, onChange }: { state: string; keyword: string; onChange: (state: string, keyword: string) => void }) {
  const [text, setText] = useState(keyword);
  useEffect(() => setText(keyword), [keyword]);
  return (
    <form
      className="zy-admin-filters"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onChange(state, text.trim());
      }}
      data-testid="admin-filters"
    >
      <Select value={state} options={STATE_OPTIONS} onChange={(s) => onChange(s, text.trim())} label="状态" testId="admin-filter-state" />
      <div className="ui input">
        <input type="search" maxLength={20} placeholder="标题或摘要关键词" aria-label="关键词" value={text} onChange={(e) => setText(e.target.value)} data-testid="admin-filter-keyword" />
      </div>
      <Button type="submit" content="搜索" data-testid="admin-filter-submit" />
    </form>
  );
}

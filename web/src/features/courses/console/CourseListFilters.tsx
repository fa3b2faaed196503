import { useEffect, useState } from 'react';
import { Button } from 'semantic-ui-react';
import { Select } from '@/components/Select';
import { COURSE_STATE_NAMES, COURSE_STATES } from './lib/states';

const STATE_OPTIONS = [{ value: '', text: '全部状态' }, ...COURSE_STATES.map((s) => ({ value: s as string, text: COURSE_STATE_NAMES[s] }))];

/** The console list's filters: a state and a title keyword (at most 20 characters). */
export function CourseListFilters({ state, keyword, onChange }: { state: string; keyword: string; onChange: (state: string, keyword: string) => void }) {
  const [text, setText] = useState(keyword);
  useEffect(() => setText(keyword), [keyword]);
  return (
    <form
      className="zy-admin-filters"
      role="search"
      aria-label="筛选课程"
      onSubmit={(e) => {
        e.preventDefault();
        onChange(state, text.trim());
      }}
      data-testid="course-console-filters"
    >
      <Select value={state} options={STATE_OPTIONS} onChange={(s) => onChange(s, text.trim())} label="状态" testId="course-console-state" />
      <div className="ui input">
        <input type="search" maxLength={20} placeholder="课程名称关键词" aria-label="关键词" value={text} onChange={(e) => setText(e.target.value)} data-testid="course-console-keyword" />
      </div>
      <Button type="submit" content="搜索" data-testid="course-console-search" />
    </form>
  );
}

import { Button } from 'semantic-ui-react';
import { FILTER_SUBJECTS } from './search-state';

/**
 * 选科筛选: toggles for the subjects a candidate took; with any chosen, the page keeps only the
 * lines and plans whose published 选科要求 those subjects meet (rows without one are left out,
 * and the note says so). Applies at once, like the province and year.
 */
export function SubjectFilter({ value, onChange, testId }: { value: string[]; onChange: (subjects: string[]) => void; testId: string }) {
  const toggle = (s: string) => {
    const next = value.includes(s) ? value.filter((v) => v !== s) : [...value, s];
    onChange(FILTER_SUBJECTS.filter((v) => next.includes(v)).slice(0, 4));
  };
  return (
    <div className="field zy-subject-filter" data-testid={testId}>
      <label>按选科筛选</label>
      <div className="zy-subject-filter-buttons">
        {FILTER_SUBJECTS.map((s) => (
          <Button
            key={s}
            type="button"
            size="small"
            toggle
            active={value.includes(s)}
            basic={!value.includes(s)}
            disabled={!value.includes(s) && value.length >= 4}
            onClick={() => toggle(s)}
            data-testid={`${testId}-${s}`}
          >
            {s}
          </Button>
        ))}
        {value.length ? (
          <Button type="button" size="small" basic onClick={() => onChange([])} data-testid={`${testId}-clear`}>
            不限
          </Button>
        ) : null}
      </div>
      {value.length ? (
        <p className="zy-muted zy-small" data-testid={`${testId}-note`}>
          只显示选科要求已公布且{value.join('、')}满足的行；未公布选科要求的行不显示。
        </p>
      ) : null}
    </div>
  );
}

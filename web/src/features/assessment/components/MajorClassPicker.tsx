import { useId, useState } from 'react';
import { Icon } from 'semantic-ui-react';
import { byCategory, className, searchClasses, type MajorClass } from '../lib/major-classes';
import { MAX_MAJORS, toggleMajor } from '../lib/subject-flow';

/**
 * Picks up to MAX_MAJORS liked 专业类: search by name or code, or open a 门类; the picked ones
 * are listed first, each removable.
 */
export function MajorClassPicker({ classes, value, onChange, testId = 'class-picker' }: {
  classes: MajorClass[];
  value: string[];
  onChange: (codes: string[]) => void;
  testId?: string;
}) {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const full = value.length >= MAX_MAJORS;
  const hits = searchClasses(classes, query);
  const option = (c: MajorClass) => {
    const on = value.includes(c.code);
    return (
      <button
        key={c.code}
        type="button"
        className={`zy-test-class${on ? ' chosen' : ''}`}
        aria-pressed={on}
        disabled={!on && full}
        onClick={() => onChange(toggleMajor(value, c.code))}
        data-testid="class-option"
        data-code={c.code}
      >
        {c.name}
      </button>
    );
  };
  return (
    <div className="zy-test-picker" data-testid={testId}>
      <div className="zy-test-chosen" aria-live="polite">
        <span className="zy-muted zy-small" data-testid="class-count">
          已选 {value.length} / {MAX_MAJORS} 个
        </span>
        {value.map((code) => (
          <button key={code} type="button" className="zy-test-chip" onClick={() => onChange(toggleMajor(value, code))} aria-label={`移除 ${className(classes, code)}`} data-testid="class-chosen" data-code={code}>
            {className(classes, code)} <Icon name="close" />
          </button>
        ))}
      </div>
      <label htmlFor={inputId} className="zy-test-search-label">
        搜索专业类（名称或代码，如“计算机”“0809”）
      </label>
      <input id={inputId} className="zy-test-search" type="search" value={query} maxLength={20} onChange={(e) => setQuery(e.target.value)} data-testid="class-search" />
      {full ? <p className="zy-muted zy-small">最多选 {MAX_MAJORS} 个专业类；要换一个，请先移除已选的。</p> : null}
      {query.trim() ? (
        <div className="zy-test-classes" data-testid="class-hits">
          {hits.length ? hits.map(option) : <p className="zy-muted">没有找到“{query.trim()}”相关的专业类。</p>}
        </div>
      ) : (
        <div className="zy-test-categories">
          {byCategory(classes).map((g) => (
            <details key={g.category} data-testid="class-category">
              <summary>
                {g.category}（{g.classes.length}）
              </summary>
              <div className="zy-test-classes">{g.classes.map(option)}</div>
            </details>
          ))}
        </div>
      )}
    </div>
  );
}

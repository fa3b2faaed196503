import type { ReactNode } from 'react';
import { charCount } from '../lib/task-form';
import { SECTION_MAX, type PlanSection } from '../lib/plan-sections';

/** One section of the 生涯规划书: its title, a hint, the text and how many characters it has left. */
export function PlanSectionField({ section, index, value, onChange, hint }: {
  section: PlanSection;
  index: number;
  value: string;
  onChange: (text: string) => void;
  hint?: ReactNode;
}) {
  const id = `career-plan-${section.key}`;
  const count = charCount(value);
  const over = count > SECTION_MAX;
  return (
    <div className={`field zy-career-section${over ? ' error' : ''}`} data-testid={`career-plan-section-${section.key}`}>
      <label htmlFor={id} className="zy-career-section-title">
        {index + 1}. {section.title}
      </label>
      {hint ? <div className="zy-career-hint zy-small">{hint}</div> : null}
      <textarea
        id={id}
        rows={6}
        value={value}
        placeholder={section.placeholder}
        aria-describedby={`${id}-count`}
        aria-invalid={over || undefined}
        onChange={(e) => onChange(e.target.value)}
        data-testid={`career-plan-input-${section.key}`}
      />
      <div id={`${id}-count`} className={`zy-career-counter zy-small${over ? ' over' : ''}`} data-testid={`career-plan-count-${section.key}`}>
        {count}/{SECTION_MAX}
        {over ? `（超出 ${count - SECTION_MAX} 字）` : ''}
      </div>
    </div>
  );
}

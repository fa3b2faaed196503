import type { Choice } from '../types';

/** A filter row: its label, then 不限 (value '') and the choices; the current one is active. */
export function ChoiceRow({ label, choices, value, onChange, testId }: {
  label: string;
  choices: Choice[];
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  const all: Choice[] = [{ value: '', text: '不限' }, ...choices];
  return (
    <div className="zy-choice-row" data-testid={testId} role="group" aria-label={label}>
      <span className="zy-choice-label">{label}：</span>
      <div className="zy-choice-list">
        {all.map((c) => (
          <button
            type="button"
            key={c.value || 'all'}
            className={`zy-choice${c.value === value ? ' active' : ''}`}
            aria-pressed={c.value === value}
            onClick={() => onChange(c.value)}
            data-testid={`${testId}-${c.value || 'all'}`}
          >
            {c.text}
          </button>
        ))}
      </div>
    </div>
  );
}

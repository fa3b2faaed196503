import type { Industry } from '../types';

/** One row of field choices with 不限 first ('' = all fields). */
export function FieldFilter({ fields, value, onPick }: { fields: Industry[]; value: string; onPick: (id: string) => void }) {
  const choices = [{ ID: '', Name: '不限' }, ...fields];
  return (
    <div className="zy-prof-filter" data-testid="field-filter">
      <span className="zy-prof-filter-title">行业：</span>
      <div className="zy-prof-filter-choices">
        {choices.map((f) => (
          <button
            key={f.ID || 'all'}
            type="button"
            className={`zy-prof-choice${f.ID === value ? ' active' : ''}`}
            aria-pressed={f.ID === value}
            onClick={() => onPick(f.ID)}
            data-testid={`field-choice-${f.ID || 'all'}`}
          >
            {f.Name}
          </button>
        ))}
      </div>
    </div>
  );
}

import type { SubjectMode } from '../lib/subjects';

/**
 * The chosen subjects for 选科要求: two 再选 beside the 首选 (3+1+2) or three electives (3+3);
 * none chosen means no subject filter. The old exam has none to choose.
 */
export function SubjectPicker({ mode, value, onChange }: { mode: SubjectMode; value: string[]; onChange: (v: string[]) => void }) {
  if (!mode.count) return null;
  const chosen = mode.options.filter((s) => value.includes(s));
  const toggle = (s: string) => onChange(chosen.includes(s) ? chosen.filter((x) => x !== s) : [...chosen, s]);
  const legend = mode.mode === '3+1+2' ? `再选科目（${mode.options.length}选2）` : `选考科目（${mode.options.length}选3）`;
  return (
    <fieldset className="zy-rec-fieldset" data-testid="rec-subjects">
      <legend>{legend}</legend>
      <div className="zy-rec-checks">
        {mode.options.map((s) => (
          <label key={s} className="zy-rec-check">
            <input
              type="checkbox"
              checked={chosen.includes(s)}
              disabled={!chosen.includes(s) && chosen.length >= mode.count}
              onChange={() => toggle(s)}
              data-testid={`rec-subject-${s}`}
            />
            {s}
          </label>
        ))}
      </div>
      <p className="zy-muted zy-small">用于核对各志愿的选科要求；不选则不按选科筛选。</p>
    </fieldset>
  );
}

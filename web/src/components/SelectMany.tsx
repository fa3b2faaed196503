import { Select, type SelectOption } from './Select';

/**
 * Several choices from one list (the provinces an expert or an article covers): the chosen ones
 * in the order picked, each with a 移除 button, and the site's one drop-down (Select, id `id`, for
 * the field's <label>) to add another. Nothing chosen reads `noneText`.
 */
export function SelectMany<T extends string | number>({ id, value, options, onChange, addText, noneText, testId }: {
  id: string;
  value: T[];
  options: SelectOption<T>[];
  onChange: (value: T[]) => void;
  /** The drop-down's resting line: 添加省份. */
  addText: string;
  /** What no choice means: 未选（全国）. */
  noneText: string;
  /** The box; the drop-down is `${testId}-add`, a chosen item `${testId}-item`, its button `${testId}-remove`. */
  testId: string;
}) {
  const name = (v: T) => options.find((o) => o.value === v)?.text ?? String(v);
  const rest: SelectOption<T | ''>[] = [{ value: '', text: addText }, ...options.filter((o) => !value.includes(o.value))];
  return (
    <div className="zy-select-many" data-testid={testId}>
      <Select<T | ''> id={id} fluid value="" options={rest} onChange={(v) => (v === '' ? undefined : onChange([...value, v]))} testId={`${testId}-add`} />
      <div className="zy-select-many-chosen" aria-live="polite">
        {value.length ? (
          <>
            <ul>
              {value.map((v) => (
                <li key={String(v)} className="zy-select-many-item" data-testid={`${testId}-item`}>
                  {name(v)}
                  <button type="button" className="zy-select-many-remove" aria-label={`移除${name(v)}`} onClick={() => onChange(value.filter((x) => x !== v))} data-testid={`${testId}-remove`}>
                    ×
                  </button>
                </li>
              ))}
            </ul>
            {value.length > 1 ? (
              <button type="button" className="zy-link-button zy-select-many-clear" onClick={() => onChange([])} data-testid={`${testId}-clear`}>
                全部移除
              </button>
            ) : null}
          </>
        ) : (
          <span className="zy-muted" data-testid={`${testId}-none`}>
            {noneText}
          </span>
        )}
      </div>
    </div>
  );
}

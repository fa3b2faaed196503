export interface SelectOption<T extends string | number> {
  value: T;
  text: string;
}

/**
 * The one drop-down of the site: a native <select> (the phone's own picker, keyboard and screen
 * reader support for free), styled like the other controls (.zy-select in styles/global.css).
 */
export function Select<T extends string | number>({ value, options, onChange, label, testId, id, compact }: {
  value: T;
  options: SelectOption<T>[];
  onChange: (value: T) => void;
  /** What the choice is, for screen readers when no <label> names it. */
  label: string;
  testId?: string;
  id?: string;
  compact?: boolean;
}) {
  return (
    <select
      id={id}
      className={`zy-select${compact ? ' compact' : ''}`}
      value={String(value)}
      aria-label={label}
      onChange={(e) => {
        const picked = options.find((o) => String(o.value) === e.target.value);
        if (picked) onChange(picked.value);
      }}
      data-testid={testId}
    >
      {options.map((o) => (
        <option key={String(o.value)} value={String(o.value)}>
          {o.text}
        </option>
      ))}
    </select>
  );
}

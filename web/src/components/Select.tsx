export interface SelectOption<T extends string | number> {
  value: T;
  text: string;
}

/** The class of the site's one drop-down; a page's every <select> carries it (e2e/tests/a11y checks). */
export const SELECT_CLASS = 'zy-select';

/**
 * The one drop-down of the site: a native <select> (the phone's own picker, keyboard and screen
 * reader support for free), styled like the other controls (.zy-select in styles/global.css,
 * 44 px high on phones in styles/phone.css). Every drop-down of the app is this one; a list of
 * several choices is SelectMany.
 */
export function Select<T extends string | number>({ value, options, onChange, label, testId, id, compact, fluid, placeholder, disabled, title }: {
  /** The chosen option's value; null (or a value no option has) with a `placeholder` shows it. */
  value: T | null;
  options: SelectOption<T>[];
  onChange: (value: T) => void;
  /** What the choice is, for screen readers when no <label> names it (omit when one does). */
  label?: string;
  testId?: string;
  id?: string;
  /** 32 px high instead of 38 (inline in a line of text, a compact filter row); 44 on phones either way. */
  compact?: boolean;
  /** As wide as its box. */
  fluid?: boolean;
  /** A first, unselectable line (value '') shown while nothing is chosen: 请选择…, 加载中…. */
  placeholder?: string;
  disabled?: boolean;
  title?: string;
}) {
  return (
    <select
      id={id}
      className={`${SELECT_CLASS}${compact ? ' compact' : ''}${fluid ? ' fluid' : ''}`}
      value={value === null ? '' : String(value)}
      aria-label={label}
      title={title}
      disabled={disabled}
      onChange={(e) => {
        const picked = options.find((o) => String(o.value) === e.target.value);
        if (picked) onChange(picked.value);
      }}
      data-testid={testId}
    >
      {placeholder !== undefined ? (
        <option value="" disabled>
          {placeholder}
        </option>
      ) : null}
      {options.map((o) => (
        <option key={String(o.value)} value={String(o.value)}>
          {o.text}
        </option>
      ))}
    </select>
  );
}

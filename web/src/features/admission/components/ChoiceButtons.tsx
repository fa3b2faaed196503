/** A row of buttons choosing one value; the chosen one is pressed (aria-pressed) and highlighted. */
export function ChoiceButtons<T extends string>({ options, value, onChange, testId, itemTestId }: {
  options: { key: T; name: string }[];
  value: T | null;
  onChange: (key: T) => void;
  testId: string;
  /** Test id prefix of each button: `${itemTestId}-${key}`. */
  itemTestId: string;
}) {
  return (
    <div className="ui small buttons zy-choice-buttons" role="group" data-testid={testId}>
      {options.map((o) => (
        <button
          key={o.key}
          type="button"
          className={`ui button${o.key === value ? ' primary active' : ''}`}
          aria-pressed={o.key === value}
          onClick={() => onChange(o.key)}
          data-testid={`${itemTestId}-${o.key}`}
        >
          {o.name}
        </button>
      ))}
    </div>
  );
}

/** A native select of text options with a first 不限 (value '') choice. */
export function OptionSelect({ id, options, value, onChange, testId, allText = '不限' }: {
  id: string;
  options: string[];
  value: string;
  onChange: (v: string) => void;
  testId: string;
  allText?: string;
}) {
  return (
    <select id={id} className="ui fluid dropdown" value={value} onChange={(e) => onChange(e.target.value)} disabled={!options.length} data-testid={testId}>
      <option value="">{allText}</option>
      {options.map((o) => (
        <option key={o} value={o}>
          {o}
        </option>
      ))}
    </select>
  );
}

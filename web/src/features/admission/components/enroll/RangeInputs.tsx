/** Two whole-number boxes, 最低 – 最高, for a score or rank range. */
export function RangeInputs({ id, label, min, max, onMin, onMax, testId }: {
  id: string;
  label: string;
  min: string;
  max: string;
  onMin: (v: string) => void;
  onMax: (v: string) => void;
  testId: string;
}) {
  return (
    <div className="field">
      <label htmlFor={`${id}-min`}>{label}</label>
      <div className="zy-range">
        <input id={`${id}-min`} inputMode="numeric" placeholder="最低" value={min} maxLength={7} onChange={(e) => onMin(e.target.value)} data-testid={`${testId}-min`} />
        <span>–</span>
        <input id={`${id}-max`} inputMode="numeric" placeholder="最高" value={max} maxLength={7} onChange={(e) => onMax(e.target.value)} aria-label={`${label}最高`} data-testid={`${testId}-max`} />
      </div>
    </div>
  );
}

import '../wishtable.css';

/** Which exam year's wish table 加入志愿表 goes into (the coming exam unless picked). */
export function WishYearChoice({ years, value, onChange, testId }: { years: number[]; value: number | null; onChange: (year: number) => void; testId: string }) {
  if (!years.length || !value) return null;
  return (
    <p className="zy-wish-year-choice zy-small" data-testid={testId}>
      <label htmlFor={`${testId}-select`}>加入志愿表时使用</label>
      <select id={`${testId}-select`} className="ui compact dropdown" value={String(value)} onChange={(e) => onChange(Number(e.target.value))} data-testid={`${testId}-select`}>
        {years.map((y) => (
          <option key={y} value={String(y)}>
            {y}年高考
          </option>
        ))}
      </select>
      <span>的志愿表</span>
    </p>
  );
}

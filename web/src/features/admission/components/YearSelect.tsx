/** A native select of years, newest first as the server lists them. */
export function YearSelect({ id, years, value, onChange, testId, empty = '暂无年份' }: {
  id: string;
  years: number[];
  value: number | null;
  onChange: (year: number) => void;
  testId: string;
  empty?: string;
}) {
  return (
    <select id={id} className="ui fluid dropdown" value={value ? String(value) : ''} onChange={(e) => onChange(Number(e.target.value))} disabled={!years.length} data-testid={testId}>
      {!years.length || !value ? (
        <option value="" disabled>
          {years.length ? '请选择查询年份' : empty}
        </option>
      ) : null}
      {years.map((y) => (
        <option key={y} value={String(y)}>
          {y}年
        </option>
      ))}
    </select>
  );
}

import { Select } from '@/components/Select';

/** The site's drop-down of years, newest first as the server lists them. */
export function YearSelect({ id, years, value, onChange, testId, empty = '暂无年份' }: {
  id: string;
  years: number[];
  value: number | null;
  onChange: (year: number) => void;
  testId: string;
  empty?: string;
}) {
  return (
    <Select
      id={id}
      fluid
      value={value || null}
      options={years.map((y) => ({ value: y, text: `${y}年` }))}
      onChange={onChange}
      placeholder={!years.length || !value ? (years.length ? '请选择查询年份' : empty) : undefined}
      disabled={!years.length}
      testId={testId}
    />
  );
}

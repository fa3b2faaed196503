import { Select } from '@/components/Select';
import '../wishtable.css';

/** Which exam year's wish table 加入志愿表 goes into (the coming exam unless picked). */
export function WishYearChoice({ years, value, onChange, testId }: { years: number[]; value: number | null; onChange: (year: number) => void; testId: string }) {
  if (!years.length || !value) return null;
  return (
    <p className="zy-wish-year-choice zy-small" data-testid={testId}>
      <label htmlFor={`${testId}-select`}>加入志愿表时使用</label>
      <Select id={`${testId}-select`} compact value={value} options={years.map((y) => ({ value: y, text: `${y}年高考` }))} onChange={onChange} testId={`${testId}-select`} />
      <span>的志愿表</span>
    </p>
  );
}

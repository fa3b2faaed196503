import type { ResultItem } from '@/features/admission/api/results-types';
import { ResultTable } from '@/features/admission/components/enroll/ResultTable';
import { AddToWishButton } from '@/features/wishtable/components/AddToWishButton';
import { WishYearChoice } from '@/features/wishtable/components/WishYearChoice';
import { useLineWish } from '@/features/wishtable/hooks/useLineWish';

/**
 * The newest lines of a college in a province, each 院校专业组 line (or, where the province files
 * by 专业+院校, each major line) with 加入志愿表 into the table of the line's province and track
 * for the exam year chosen above the table.
 */
export function CollegeLinesTable({ rows, major, provinceId, college }: { rows: ResultItem[]; major: boolean; provinceId: number; college: { code: string; name: string } }) {
  const wish = useLineWish(provinceId, college, 'college');
  const addable = rows.some((r) => wish.targetOf(r));
  const cell = (r: ResultItem) => {
    const target = wish.targetOf(r);
    // A new year is another table: the row's answer starts afresh.
    return target ? <AddToWishButton key={target.year} target={target} testId="college-line-add" /> : null;
  };
  return (
    <>
      {addable || wish.picked ? <WishYearChoice years={wish.years} value={wish.year} onChange={wish.setYear} testId="college-lines-wish-year" /> : null}
      <ResultTable rows={rows} major={major} context="school" action={addable ? { header: '志愿表', cell } : undefined} testId="college-lines-table" />
    </>
  );
}

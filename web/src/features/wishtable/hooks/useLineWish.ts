import { useState } from 'react';
import { useStudentContext } from '@/lib/student-context';
import { useLoad } from '@/lib/use-load';
import { getWishProvince } from '../api/get-wish-province';
import { getWishYears } from '../api/get-wish-years';
import { lineTarget, wishYearOf, type AdmissionLine } from '../lib/line-target';
import type { AddSource } from '../types';

/**
 * 加入志愿表 on the admission lines of one province: the exam year of the table (picked here, else
 * the student's own, else the coming exam), the province's filling unit that year
 * (Wish/WishProvince) and each line's target. Nothing loads without a province.
 */
export function useLineWish(provinceId: number | null, college: { code: string; name: string }, source: AddSource) {
  const student = useStudentContext();
  const [picked, setPicked] = useState<number | null>(null);
  const years = useLoad(() => getWishYears({ silent: true }), provinceId ? 'wish-years' : null);
  const year = wishYearOf(years.data, student?.examYear, picked);
  const key = provinceId && year ? `${provinceId}:${year}` : null;
  const rule = useLoad(async () => ({ key, answer: await getWishProvince({ ProvinceId: provinceId!, Year: year! }) }), key ? `wish-rule:${key}` : null);
  const mode = rule.data?.key === key ? (rule.data.answer?.Mode ?? null) : null;
  const context = { mode, year, collegeCode: college.code, collegeName: college.name, source, student };
  return {
    years: years.data?.Years ?? [],
    year,
    /** Whether the user picked the year (the choice then stays, whatever that year offers). */
    picked: picked !== null,
    setYear: setPicked,
    targetOf: (line: AdmissionLine) => lineTarget(line, context),
  };
}

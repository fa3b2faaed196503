import type { SetURLSearchParams } from 'react-router';
import { trackName, usePrefillOnce, useStudentContext } from '@/lib/student-context';
import { readSearch, writeSearch } from './search-state';

/**
 * A search page opened without a query starts from the signed-in student's province and track,
 * and where the rows carry 选科要求 (the 2026 plans; most published lines do not, and the filter
 * hides rows without one) their subjects. The URL then says so and every filter stays
 * changeable: clearing them later does not bring them back. A page opened with a query keeps it.
 */
export function useStudentDefaults(params: URLSearchParams, setParams: SetURLSearchParams, withSubjects: boolean): void {
  const empty = [...params.keys()].length === 0;
  usePrefillOnce(useStudentContext(), !empty, (student) => {
    const track = student.track ? trackName(student.track) : '';
    setParams(writeSearch({ ...readSearch(new URLSearchParams()), province: student.provinceId, track, subjects: withSubjects ? student.subjects : [] }), { replace: true });
  });
}

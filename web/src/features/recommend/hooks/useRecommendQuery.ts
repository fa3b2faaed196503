import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { usePrefillOnce, useStudentContext } from '@/lib/student-context';
import { queryOfStudent, readQuery, writeQuery, type RecommendQuery } from '../lib/query';

/**
 * The query in the page's URL (null when it has none) and a way to ask another one. With
 * `prefill`, a result page opened without a query asks the signed-in student's own (their
 * profile's province, exam year, track, subjects and score) once; the third value says it did.
 */
export function useRecommendQuery(prefill = false): [RecommendQuery | null, (q: RecommendQuery) => void, boolean] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readQuery(params), [params]);
  const student = useStudentContext();
  const skip = !prefill || [...params.keys()].length > 0 || !queryOfStudent(student);
  const prefilled = usePrefillOnce(student, skip, (s) => {
    const own = queryOfStudent(s);
    if (own) setParams(writeQuery(own), { replace: true });
  });
  return [query, (q) => setParams(writeQuery(q)), prefilled];
}

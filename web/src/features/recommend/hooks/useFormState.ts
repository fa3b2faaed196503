import { useEffect, useState } from 'react';
import { usePrefillOnce, useStudentContext } from '@/lib/student-context';
import { EMPTY_FORM, formOf, formOfStudent, type FormErrors, type RecommendForm } from '../lib/form';
import { queryString, type RecommendQuery } from '../lib/query';

/**
 * The form's fields: the asked query's, else the signed-in student's profile (once, and only
 * until the visitor changes a field; the profile itself is never written), else empty.
 */
export function useFormState(asked: RecommendQuery | null) {
  const [form, setForm] = useState<RecommendForm>(() => (asked ? formOf(asked) : EMPTY_FORM));
  const [errors, setErrors] = useState<FormErrors>({});
  const [touched, setTouched] = useState(false);
  const student = useStudentContext();
  const prefilled = usePrefillOnce(student, Boolean(asked) || touched, (c) => setForm(formOfStudent(c)));
  // Back / forward to another asked query fills the form with it.
  const key = asked ? queryString(asked) : '';
  useEffect(() => {
    if (asked) setForm(formOf(asked));
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps

  const change = (patch: Partial<RecommendForm>) => {
    setTouched(true);
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };
  return { form, change, errors, setErrors, prefilled, student };
}

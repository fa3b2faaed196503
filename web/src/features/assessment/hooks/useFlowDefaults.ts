import { useAtomValue } from 'jotai';
import { useStudentContext } from '@/lib/student-context';
import { examProvinceAtom, webConfigAtom } from '@/lib/site-config';
import type { SubjectFlow } from '../lib/subject-flow';

/**
 * The 选科 choices in effect: what the URL says, else the signed-in student's exam province and
 * year from the profile, else the site's selected province and the coming exam. `fromProfile`:
 * the profile filled a field (the page says so; the profile itself is never written).
 */
export function useFlowDefaults(asked: SubjectFlow): { flow: SubjectFlow; fromProfile: boolean; wishYear: number } {
  const student = useStudentContext();
  const selected = useAtomValue(examProvinceAtom);
  const wishYear = Number(useAtomValue(webConfigAtom)?.WishYear) || new Date().getFullYear();
  const profileProvince = !asked.province && Boolean(student?.provinceId);
  const profileYear = !asked.year && Boolean(student?.examYear);
  const province = asked.province || student?.provinceId || Number(selected?.ProvinceId ?? 0) || 0;
  const year = asked.year || student?.examYear || wishYear;
  return { flow: { ...asked, province, year }, fromProfile: profileProvince || profileYear, wishYear };
}

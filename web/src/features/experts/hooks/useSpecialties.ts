import { useLoad } from '@/lib/use-load';
import { getTeacherList } from '../api/get-teacher-list';

/** The specialties an expert may list, as the server names them (GetTeacherList's Specialties). */
export function useSpecialties(): string[] {
  const { data } = useLoad(() => getTeacherList({ PageIndex: 1, PageSize: 1 }), 'expert-specialties');
  return data?.Specialties ?? [];
}

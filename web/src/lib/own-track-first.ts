import { trackName, type StudentContext } from './student-context';

/**
 * Rows of a province with the signed-in student's own track first (物理类 rows before 历史类 for a
 * 物理 student), the order otherwise kept; unchanged for a visitor or another province.
 */
export function ownTrackFirst<T extends { Track: string }>(rows: T[], student: StudentContext | null, provinceId: number | null): T[] {
  if (!student || student.track === null || student.provinceId !== provinceId) return rows;
  const own = trackName(student.track);
  return [...rows].sort((a, b) => Number(b.Track === own) - Number(a.Track === own));
}

// Which level a province files by. Provinces that file to 专业+院校 (浙江, 山东 …) publish their
// 投档线 per major only; the school/group-level search is then empty for the year, and the
// 院校投档线 page lists the major-level lines instead, saying so.
import { getAdmissionCollege } from '../../api/results-get-admission-college';
import { getAdmissionMajor } from '../../api/results-get-admission-major';
import type { Paged, ResultItem, ResultLevel, ResultSearch } from '../../api/results-types';

export interface UnitAnswer {
  /** The rows are major-level. */
  major: boolean;
  /** The year (track, batch) has major-level lines only. */
  majorOnly: boolean;
  page: Paged<ResultItem>;
}

const filtered = (b: ResultSearch) =>
  Boolean(b.CollegeName || b.MajorName || b.ScoreMin !== undefined || b.ScoreMax !== undefined || b.RankMin !== undefined || b.RankMax !== undefined || Boolean(b.SelectSubjects?.length));

/** Whether the year (track, batch) of a search has any school/group-level line, whatever the names and ranges. */
async function hasUnitLines(b: ResultSearch, page: Paged<ResultItem>): Promise<boolean> {
  if (page.Total > 0) return true;
  if (!filtered(b)) return false;
  const { ProvinceId, Year, Track, Batch } = b;
  const any = await getAdmissionCollege({ ProvinceId, Year, ...(Track ? { Track } : {}), ...(Batch ? { Batch } : {}), PageIndex: 1, PageSize: 10 });
  return any.Total > 0;
}

/**
 * The school/group-level search; when the province's data (`levels`) has major-level lines and
 * the year has no school/group line, `fallback` searches the major level instead.
 */
export async function searchUnits(body: ResultSearch, levels: ResultLevel[] | undefined, fallback: boolean): Promise<UnitAnswer> {
  const list = levels ?? [];
  const majorLevel = list.includes('major');
  const unitLevels = list.includes('school') || list.includes('group');
  if (majorLevel && !unitLevels) {
    return fallback ? { major: true, majorOnly: true, page: await getAdmissionMajor(body) } : { major: false, majorOnly: true, page: { Total: 0, PageIndex: body.PageIndex, PageSize: body.PageSize, List: [] } };
  }
  const page = await getAdmissionCollege(body);
  if (!majorLevel || (await hasUnitLines(body, page))) return { major: false, majorOnly: false, page };
  return fallback ? { major: true, majorOnly: true, page: await getAdmissionMajor(body) } : { major: false, majorOnly: true, page };
}

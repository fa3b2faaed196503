// The score diagnosis calls (login required). Profile gaps answer 400 with the SPEC §5 messages:
// the pages show them with a link, so they are not toasted.
import { apiPost, ApiCode } from '@/lib/api-client';
import type { AreaCount, Diagnosis, DiagnosisPaged } from '../types';

// consistent: the diagnosis reads the profile this client may just have written (read-your-writes).
const quiet = { silent: [ApiCode.Invalid], consistent: true };

/** Public/LineDiagnosisScore: rank, batch lines and equivalent scores of the user's own profile. */
export const getLineDiagnosisScore = () => apiPost<Diagnosis>('Public/LineDiagnosisScore', {}, quiet);

export interface PagedBody {
  Year?: number;
  CollegeProvinceId?: number;
  Reachable?: boolean;
  PageIndex: number;
  PageSize: number;
}

/** Public/LineDiagnosisPaged: past school/group lines nearest to the candidate's rank. */
export const getLineDiagnosisPaged = (body: PagedBody) => apiPost<DiagnosisPaged>('Public/LineDiagnosisPaged', body, quiet);

/** Public/LineDiagnosisArea: per college location, how many colleges have a line the rank reaches. */
export const getLineDiagnosisArea = (Year?: number) => apiPost<AreaCount[] | null>('Public/LineDiagnosisArea', Year ? { Year } : {}, quiet);

// The calls behind the score query panel (docs/API-ADMISSION.md): provinces with their full
// mark, the years with admission results, the tracks of a (province, year) and its batches.
import { apiPost } from '@/lib/api-client';

export interface ScoreProvince {
  ProvinceId: number;
  ProvinceName: string;
  ExamMode?: string;
  FirstNewExamYear?: number;
  /** Full mark of the province's exam: 750, 上海 660, 海南 900. */
  MaxScore?: number;
}

export interface TrackRule {
  SelectSubject?: string;
  SubjectType?: number;
  Name: string;
}

/** How a province's ordinary batch is filled that year (data/admission/rules.csv); 未核实 where no source says. */
export interface FillingRule {
  FillingUnit: string;
  ListLength: string;
  Batches: string[] | null;
  AdjustWithinUnit: string;
  Source: string;
  Note: string;
}

export interface NewExamInfo {
  IsNewExam: boolean;
  ExamMode?: string;
  RuleList: TrackRule[] | null;
  /** 2021–2026 only. */
  Filling?: FillingRule;
}

export interface ProvinceBatch {
  /** The line's year: the exam year's, or before its lines are published the newest earlier one. */
  Year?: number;
  BatchId: string;
  BatchName: string;
  Score?: number | null;
  Category?: string;
  LineKind?: string;
}

export interface ResultParameters {
  Years: number[] | null;
  Levels?: string[] | null;
  /** The levels (school, group, major) each year holds. */
  YearLevels?: { Year: number; Levels: string[] | null }[] | null;
}

/** The years of a province's results, and those of them with school- or group-level lines. */
export interface ScoreYears {
  /** Years with any admission results (major level included). */
  all: number[];
  /** Years with school/group lines: what 按最低分查询 compares with. Newest first. */
  usable: number[];
}

/** Public/ProvinceList: the 31 provinces with exam mode and full mark. */
export const getScoreProvinces = () => apiPost<ScoreProvince[] | null>('Public/ProvinceList', {});

/** AdmissionData/GetAdmissionMajorQueryParameters: the years with admission results of the province. */
export const getResultParameters = (ProvinceId: number) => apiPost<ResultParameters | null>('AdmissionData/GetAdmissionMajorQueryParameters', { ProvinceId });

/**
 * The years the panel offers: the results' years (GetAdmissionMajorQueryParameters) that hold
 * school- or group-level lines (its YearLevels), since SchoolHisotyScore compares with those
 * only: a year or province published at major level only (浙江, 山东) would list nothing.
 */
export async function getScoreYears(ProvinceId: number): Promise<ScoreYears> {
  const params = await getResultParameters(ProvinceId);
  const all = [...(params?.Years ?? [])].sort((a, b) => b - a);
  const comparable = new Set(
    (params?.YearLevels ?? []).filter((y) => (y.Levels ?? []).some((l) => l === 'school' || l === 'group')).map((y) => y.Year),
  );
  return { all, usable: all.filter((y) => comparable.has(y)) };
}

/** Public/ProvinceIsNewExam: whether the year is a new-gaokao year and its tracks (RuleList). */
export const getProvinceIsNewExam = (ProvinceId: number, Year: number) => apiPost<NewExamInfo | null>('Public/ProvinceIsNewExam', { ProvinceId, Year });

/** Public/ProvinceIsFinalScore: the season's exam year and whether its 一分一段 table is in. */
export interface FinalScoreAnswer {
  /** Year's table is published: that year's scores are final. */
  IsFinalScore: boolean;
  /** The season's exam year (2027 from the autumn of 2026). */
  Year: number;
  /** The province's newest table year; 0 none. */
  TableYear?: number;
  /** 2027年一分一段表尚未公布，位次按2026年一分一段表换算; "" once Year's table is in. */
  Basis?: string;
}
export const getProvinceIsFinalScore = (ProvinceId: number) => apiPost<FinalScoreAnswer | null>('Public/ProvinceIsFinalScore', { ProvinceId });

/** Public/ProvinceBatchList: the batch lines of that track, highest first. */
export const getProvinceBatchList = (body: { ProvinceId: number; Year: number; SubjectType?: number; SelectSubject?: string }) =>
  apiPost<ProvinceBatch[] | null>('Public/ProvinceBatchList', body);

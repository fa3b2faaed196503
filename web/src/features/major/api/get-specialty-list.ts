import { apiPost, ApiCode } from '@/lib/api-client';
import type { MajorItem, Paged } from '../types';

export interface SpecialtyListRequest {
  CategoryCode?: string;
  ClassCode?: string;
  PageIndex: number;
  PageSize: number;
}

/** Specialty/SpecialtyList: one page of the majors of a 门类 or 专业类. */
export const getSpecialtyList = (body: SpecialtyListRequest) =>
  apiPost<Paged<MajorItem>>('Specialty/SpecialtyList', body, { silent: [ApiCode.NotFound, ApiCode.Invalid] });

import type { Created } from '../types';
import { wishCommand } from './call';

export interface CreateBody {
  Name?: string;
  ProvinceId: number;
  Year: number;
  SubjectType?: number;
  SelectSubject?: string;
  SelectSubjects?: string[];
  Score?: number;
  Rank?: number;
}

/** WishTable/Create: a new table of the province, year and track. */
export const createTable = (body: CreateBody) => wishCommand<Created>('WishTable/Create', body);

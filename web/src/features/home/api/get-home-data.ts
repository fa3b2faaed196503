import { apiPost } from '@/lib/api-client';
import type { HomeData } from '../types';

/** Web/GetHomeData: the home page's countdown, news, notices, ads, tool box and friend links in one call. */
export const getHomeData = (ExamProvinceId?: number) =>
  apiPost<HomeData>('Web/GetHomeData', ExamProvinceId ? { ExamProvinceId } : {}, { silent: true });

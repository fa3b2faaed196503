import { apiPost } from '@/lib/api-client';
import type { ProvinceOption } from '../types';

/** Options/GetProvinceOptions: the 31 provinces (the offering-school filter). */
export const getProvinceOptions = () => apiPost<ProvinceOption[] | null>('Options/GetProvinceOptions', {}, { silent: true });

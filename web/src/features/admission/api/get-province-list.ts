import { apiPost } from '@/lib/api-client';
import type { AdmissionProvince } from '../types';

/** Public/ProvinceList: the 31 provinces in code order, with exam mode and full mark. */
export const getProvinceList = () => apiPost<AdmissionProvince[]>('Public/ProvinceList', {});

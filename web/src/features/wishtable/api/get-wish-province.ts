import { apiPost } from '@/lib/api-client';
import type { ProvinceRule } from '../types';

/** Wish/WishProvince: the province's filling rule of a year (unit, list length, what is unverified). */
export const getWishProvince = (body: { ProvinceId: number; Year: number }) => apiPost<ProvinceRule>('Wish/WishProvince', body, { silent: true });

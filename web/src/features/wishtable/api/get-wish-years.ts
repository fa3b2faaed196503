import { apiPost, type RequestOptions } from '@/lib/api-client';
import type { WishYears } from '../types';

/** Wish/WishYear: the exam years a table can be for, the coming exam first. */
export const getWishYears = (opts?: RequestOptions) => apiPost<WishYears>('Wish/WishYear', {}, opts);

import { apiPost } from '@/lib/api-client';
import type { SearchAnswer, SearchRequest } from '../types';

/** Search/Query: one tab of keyword hits with the number of hits of every tab. Errors show on the page, not as toasts. */
export const searchQuery = (body: SearchRequest) => apiPost<SearchAnswer>('Search/Query', body, { silent: true });

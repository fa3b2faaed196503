import { apiPost } from '@/lib/api-client';
import type { HelpItem, HelpListRequest, Paged } from '../types';

/** Web/GetHelpList: a page of help answers of a category (in their order) or matching a keyword. */
export const getHelpList = (body: HelpListRequest) => apiPost<Paged<HelpItem>>('Web/GetHelpList', body, { silent: true });

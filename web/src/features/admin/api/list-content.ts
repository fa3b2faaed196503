import type { ListPage, ListQuery } from '../types';
import { adminRead } from './call';

/** Admin/ContentList: items of every state, last changed first, without bodies. */
export const listContent = (q: ListQuery) => adminRead<ListPage>('ContentList', q);

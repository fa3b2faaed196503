import type { Detail } from '../types';
import { adminRead } from './call';

/** Admin/ContentDetail: one item with its Markdown body, preview and history. */
export const getContent = (Id: string) => adminRead<Detail>('ContentDetail', { Id });

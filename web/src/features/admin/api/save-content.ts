import type { ContentInput, WriteResult } from '../types';
import { adminWrite } from './call';

/** Admin/SaveContent: creates an item (no Id, Version 0) or saves a new draft revision. */
export const saveContent = (body: ContentInput) => adminWrite<WriteResult>('SaveContent', body);

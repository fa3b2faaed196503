import { adminWrite } from '@/features/admin/api/call';
import type { WriteResult } from '../../types';

/** Admin/RestoreExpert: lists a suspended expert again. */
export const restoreExpert = (Id: string, Version: number) => adminWrite<WriteResult>('RestoreExpert', { Id, Version });

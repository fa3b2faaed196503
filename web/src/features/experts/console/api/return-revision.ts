import { adminWrite } from '@/features/admin/api/call';
import type { WriteResult } from '../../types';

/** Admin/ReturnExpertRevision: returns an expert's waiting profile revision with the reason they read. */
export const returnRevision = (Id: string, Version: number, Reason: string) => adminWrite<WriteResult>('ReturnExpertRevision', { Id, Version, Reason });

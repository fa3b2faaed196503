import { adminWrite } from '@/features/admin/api/call';
import type { WriteResult } from '../../types';

/** Admin/RejectExpert: returns a pending application with the reason the applicant reads. */
export const rejectExpert = (Id: string, Version: number, Reason: string) => adminWrite<WriteResult>('RejectExpert', { Id, Version, Reason });

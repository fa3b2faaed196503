import { adminWrite } from '@/features/admin/api/call';
import type { Profile, WriteResult } from '../../types';

/** Admin/ApproveExpert: lists a pending expert with the profile as corrected, or saves corrections to a listed one. */
export const approveExpert = (Id: string, Version: number, profile: Profile) => adminWrite<WriteResult>('ApproveExpert', { Id, Version, ...profile });

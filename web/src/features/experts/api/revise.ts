import { apiPost } from '@/lib/api-client';
import type { Profile, WriteResult } from '../types';

/** Expert/Revise: a listed expert submits a revised profile for review, at the Version read. */
export const reviseExpert = (Version: number, profile: Profile) => apiPost<WriteResult>('Expert/Revise', { Version, ...profile }, { silent: true });

// How the wish table calls are sent (docs/API-WISH.md). Reads carry waitPosition (the client's
// last write) so they see it; commands leave their errors to the caller, which shows a stale
// version as the conflict dialog and any other refusal as its message.
import { apiPost, ApiCode } from '@/lib/api-client';
import type { CommandResult } from '../types';

/** A read that must see this client's last write (read-your-writes). */
export const wishRead = <T>(path: string, body: object = {}) => apiPost<T>(path, body, { consistent: true, silent: [ApiCode.NotFound] });

/** A command; every error is the caller's to show. */
export const wishCommand = <T = CommandResult>(path: string, body: object) => apiPost<T>(path, body, { silent: true });

/** The part every table command carries. */
export interface Edit {
  TableId: string;
  Version: number;
}

// How the career calls are sent (docs/API-CAREER.md). Reads carry waitPosition (the client's
// last write) so they see it; commands leave their errors to the page, which shows the
// server's Message next to what was being done.
import { apiPost, type RequestOptions } from '@/lib/api-client';
import type { CommandResult } from '../types';

/** A read that must see this client's last write (read-your-writes). */
export const careerRead = <T>(action: string, body: object = {}, opts: RequestOptions = {}) =>
  apiPost<T>(`Career/${action}`, body, { ...opts, consistent: true });

/** A command; every error is the caller's to show. */
export const careerCommand = <T = CommandResult>(action: string, body: object) => apiPost<T>(`Career/${action}`, body, { silent: true });

// How the console calls the server. Reads carry waitPosition (the client's last write, see
// lib/api-client `consistent`) so an operator sees their own change at once; every error is the
// page's to show (the console shows refusals inline, with the server's message).
import { apiPost } from '@/lib/api-client';
import type { WriteResult } from '../types';

/** A console read that must see this client's last write. */
export const adminRead = <T>(path: string, body: object = {}) => apiPost<T>(`Admin/${path}`, body, { consistent: true, silent: true });

/** A console write; its Position is remembered for the next read. */
export const adminWrite = <T = WriteResult>(path: string, body: object) => apiPost<T>(`Admin/${path}`, body, { silent: true });

/** The answer the server gives a caller without the needed role. */
export const FORBIDDEN = 403;

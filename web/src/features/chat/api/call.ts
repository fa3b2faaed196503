// How the chat calls are sent (docs/API-CHAT.md). Reads carry waitPosition (this client's last
// write) so a rename, a pin or a delete shows at once; every refusal is the page's to show in
// place, in the server's words.
import { apiPost } from '@/lib/api-client';
import type { WriteResult } from '../types';

/** A read that must see this client's last write. */
export const chatRead = <T>(path: string, body: object = {}) => apiPost<T>(`Chat/${path}`, body, { consistent: true, silent: true });

/** A command; its Position is remembered for the next read. */
export const chatCommand = <T = WriteResult>(path: string, body: object) => apiPost<T>(`Chat/${path}`, body, { silent: true });

import { apiPost } from '@/lib/api-client';

/**
 * Web/AddNewsInfoCount: counts one read of a news item, notice or help answer. Counted is false
 * past the server's hourly limit; a failure is nothing the reader needs to hear about.
 */
export const addNewsInfoCount = (Id: string) => apiPost<{ Counted: boolean }>('Web/AddNewsInfoCount', { Id }, { silent: true });

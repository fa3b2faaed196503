import { apiPost } from '@/lib/api-client';
import { BANKS } from '../lib/banks';
import type { BankCode, SubmitBody, Submitted } from '../types';

/**
 * Career/HollandTest (…): scores a whole sheet. Every refusal is the page's to show (its message
 * is for the student); the answer's Position becomes the client's last write, which the result
 * read waits for.
 */
export const submitAnswers = (bank: BankCode, body: SubmitBody) => apiPost<Submitted>(BANKS[bank].submitCall, body, { silent: true });

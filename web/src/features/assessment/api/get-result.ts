import { apiPost, ApiCode } from '@/lib/api-client';
import { BANKS } from '../lib/banks';
import type { BankCode, Result } from '../types';

/**
 * User/TestHollandInfo (…): one of the student's results, the newest of the test without an id.
 * consistent: it waits for the submission just made (waitPosition). 404 (not found, or another
 * student's) is left to the page.
 */
export const getResult = (bank: BankCode, id: string | null) =>
  apiPost<Result>(BANKS[bank].resultCall, id ? { SubmissionId: id } : {}, { consistent: true, silent: [ApiCode.NotFound] });

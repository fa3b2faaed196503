import { apiPost } from '@/lib/api-client';
import { BANKS } from '../lib/banks';
import type { BankCode, Questions } from '../types';

/** Career/HollandQuestionList (…): a test's name, intro, version, options and items (public). The page shows errors. */
export const getQuestions = (bank: BankCode) => apiPost<Questions>(BANKS[bank].questionsCall, {}, { silent: true });

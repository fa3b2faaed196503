import { apiPost } from '@/lib/api-client';
import { BANKS } from '../lib/banks';
import type { BankCode, QuestionScope, Questions } from '../types';

/**
 * Career/HollandQuestionList (…): a test's name, intro, version, options and items (public). The
 * page shows errors. `scope` (选科测评): the province and exam year whose items are asked.
 */
export const getQuestions = (bank: BankCode, scope: QuestionScope = {}) =>
  apiPost<Questions>(BANKS[bank].questionsCall, scope, { silent: true });

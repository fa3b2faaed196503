import type { CompletenessFlags } from '@/types/api';
import { apiPost } from '../api-client';

export const checkUserStudentComplate = () =>
  apiPost<CompletenessFlags>('User/CheckUserStudentComplate', {}, { consistent: true });

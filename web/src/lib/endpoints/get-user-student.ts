import type { StudentInfo } from '@/types/api';
import { apiPost } from '../api-client';

export const getUserStudent = () => apiPost<StudentInfo>('User/GetUserStudent', {}, { consistent: true });

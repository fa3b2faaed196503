import type { Me } from '../types';
import { adminRead } from './call';

/** Admin/Me: the caller's roles; 403 for a user who holds none. */
export const getMe = () => adminRead<Me>('Me');

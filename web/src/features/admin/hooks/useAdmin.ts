import { useOutletContext } from 'react-router';
import type { Me } from '../types';

/** The caller's console roles, from the console's layout. */
export const useAdmin = () => useOutletContext<Me>();

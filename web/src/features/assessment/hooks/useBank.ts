import { useSearchParams } from 'react-router';
import { bankOfParam } from '../lib/banks';
import type { BankCode } from '../types';

/** The page's test: fixed by its route (/holland-answer), else its ?bank= (null for an unknown one). */
export function useBank(fixed?: BankCode): BankCode | null {
  const [params] = useSearchParams();
  return fixed ?? bankOfParam(params.get('bank'));
}

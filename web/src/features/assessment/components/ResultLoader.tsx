import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { ApiCode } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLoad } from '@/lib/use-load';
import { getResult } from '../api/get-result';
import { BANKS } from '../lib/banks';
import type { BankCode, Result } from '../types';

/**
 * A result of the student's (?id=), else their newest of the test, handed to `children`; while
 * loading a placeholder, and for a result that is missing or another student's the API's words.
 */
export function ResultLoader({ bank, children }: { bank: BankCode; children: (r: Result) => ReactNode }) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const result = useLoad(() => getResult(bank, id), `${bank}:${id ?? ''}`);
  useDocumentTitle(result.data ? `${result.data.BankName} · 结果` : null);
  if (result.data) return <>{children(result.data)}</>;
  if (result.loading) return <PageLoader testId="test-result-loading" lines={6} />;
  const missing = result.error?.code === ApiCode.NotFound;
  return (
    <EmptyState icon={missing ? 'search' : 'warning circle'} text={result.error?.message || '测评结果加载失败'} testId={missing ? 'test-result-missing' : 'test-result-error'}>
      <Button as={Link} to={BANKS[bank].intro} primary content="去做测评" />
      <Button as={Link} to="/test-list" basic content="全部测评记录" />
    </EmptyState>
  );
}

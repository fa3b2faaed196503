import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import type { ApiError } from '@/lib/api-client';
import type { Detail } from '../types';

/**
 * What a table's page shows before its table: no id in the address, the table loading, or why it
 * cannot be read (the server's message: it does not exist or the user may not see it).
 */
export function TableGate({ id, detail, error, children }: { id: string | null; detail: Detail | null; error: ApiError | null; children: (d: Detail) => ReactNode }) {
  if (!id) {
    return (
      <EmptyState icon="table" text="请从“我的志愿表”打开一张志愿表" testId="wish-no-id">
        <Button as={Link} to="/wish-list" primary content="我的志愿表" />
      </EmptyState>
    );
  }
  if (error && !detail) {
    return (
      <EmptyState icon="lock" text={error.message || '志愿表不存在或你无权查看'} testId="wish-error">
        <Button as={Link} to="/wish-list" primary content="我的志愿表" />
      </EmptyState>
    );
  }
  if (!detail) return <PageLoader testId="wish-loading" />;
  return <>{children(detail)}</>;
}

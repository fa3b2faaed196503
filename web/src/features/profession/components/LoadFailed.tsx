import { Link } from 'react-router';
import { Button } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';
import { ApiCode, type ApiError } from '@/lib/api-client';

/** A detail that could not be shown: a clear not-found state for 404 (and a missing id), else the error. */
export function LoadFailed({ error, notFound, back, backText }: { error: ApiError | null; notFound: string; back: string; backText: string }) {
  const missing = !error || error.code === ApiCode.NotFound || error.code === ApiCode.Invalid;
  return (
    <EmptyState icon={missing ? 'search' : 'warning circle'} text={missing ? notFound : error.message} testId={missing ? 'not-found' : 'load-error'}>
      <Button as={Link} to={back} primary data-testid="not-found-back">
        {backText}
      </Button>
    </EmptyState>
  );
}

import { Link } from 'react-router';
import { Button } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';

/** A page opened with a ?bank= that names no test. */
export function UnknownBank() {
  return (
    <EmptyState icon="search" text="没有这个测评" testId="test-unknown-bank">
      <Button as={Link} to="/test" primary content="查看全部测评" />
    </EmptyState>
  );
}

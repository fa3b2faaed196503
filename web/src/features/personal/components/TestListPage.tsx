import { Link } from 'react-router';
import { Button, Header } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';

/** /test-list: my assessments (empty until the assessment feature lands). */
export default function TestListPage() {
  return (
    <div data-testid="test-list-page">
      <Header as="h3" dividing>我的测评</Header>
      <EmptyState icon="clipboard list" text="暂无测评记录" testId="test-list-empty">
        <Button as={Link} to="/test" primary content="去做测评" />
      </EmptyState>
    </div>
  );
}

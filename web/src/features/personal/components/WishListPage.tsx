import { Link } from 'react-router';
import { Button, Header } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';

/** /wish-list: my wish tables (empty until the wish-table feature lands). */
export default function WishListPage() {
  return (
    <div data-testid="wish-list-page">
      <Header as="h3" dividing>我的志愿表</Header>
      <EmptyState icon="table" text="暂无志愿表" testId="wish-list-empty">
        <Button as={Link} to="/recommend-start" primary content="去填报志愿" />
      </EmptyState>
    </div>
  );
}

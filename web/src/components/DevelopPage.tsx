import { Link } from 'react-router';
import { Button, Header, Icon, Segment } from 'semantic-ui-react';

/** The page of a feature that is not built yet (/develop and every unbuilt route). */
export function DevelopPage({ title }: { title?: string }) {
  return (
    <Segment placeholder className="zy-develop" data-testid="develop-page">
      <Header icon>
        <Icon name="wrench" color="grey" />
        {title ? <span data-testid="develop-title">{title}</span> : null}
        <Header.Subheader>功能开发中……敬请期待</Header.Subheader>
      </Header>
      <Button as={Link} to="/index" primary data-testid="develop-home">
        返回首页
      </Button>
    </Segment>
  );
}

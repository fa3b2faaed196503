import { Button, Header, Icon, Segment } from 'semantic-ui-react';

/** The site configuration could not be loaded. */
export function BootError({ onRetry }: { onRetry: () => void }) {
  return (
    <Segment placeholder className="zy-boot-error" data-testid="app-load-error">
      <Header icon>
        <Icon name="plug" color="grey" />
        站点配置加载失败
        <Header.Subheader>请检查网络连接后重试</Header.Subheader>
      </Header>
      <Button primary onClick={onRetry} data-testid="app-load-retry">
        重新加载
      </Button>
    </Segment>
  );
}

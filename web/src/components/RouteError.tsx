import { useRouteError } from 'react-router';
import { Button, Header, Icon, Segment } from 'semantic-ui-react';

/** Shown instead of a crashed page (or a chunk that failed to load). */
export function RouteError() {
  const err = useRouteError() as Error | undefined;
  const chunk = /Loading chunk|ChunkLoadError|Failed to fetch dynamically/i.test(String(err?.message ?? err));
  return (
    <Segment placeholder className="zy-route-error" data-testid="route-error">
      <Header icon>
        <Icon name="warning sign" color="orange" />
        {chunk ? '页面资源加载失败，请检查网络后重试' : '页面出错了，请稍后重试'}
      </Header>
      <Button primary onClick={() => window.location.reload()}>
        重新加载
      </Button>
    </Segment>
  );
}

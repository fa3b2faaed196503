import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Header, Icon, Segment } from 'semantic-ui-react';
import { PageLoader } from '@/components/PageLoader';

/** /refresh: re-enters /index so the home page reloads for the new province. */
export function RefreshPage() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate('/index', { replace: true });
  }, [navigate]);
  return <PageLoader />;
}

/** /redirect?path=…: goes to an in-app path (used by links that must pass through). */
export function RedirectPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useEffect(() => {
    const target = params.get('path') ?? params.get('redirect') ?? '/index';
    navigate(target.startsWith('/') && !target.startsWith('//') ? target : '/index', { replace: true });
  }, [navigate, params]);
  return <PageLoader />;
}

export function NotFoundPage() {
  return (
    <Segment placeholder className="zy-develop" data-testid="not-found-page">
      <Header icon>
        <Icon name="compass outline" color="grey" />
        页面不存在
        <Header.Subheader>您访问的页面不存在或已被移除</Header.Subheader>
      </Header>
      <Button as={Link} to="/index" primary>
        返回首页
      </Button>
    </Segment>
  );
}

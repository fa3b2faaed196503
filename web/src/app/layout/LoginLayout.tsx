import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { SiteLogo } from '@/features/site/components/Header';
import { Footer } from '@/features/site/components/Footer';

/** The login page's own frame: logo, a way home, and the footer. */
export function LoginLayout() {
  return (
    <div className="zy-app zy-login-layout">
      <header className="zy-login-header" data-testid="login-header">
        <div className="zy-container zy-login-header-inner">
          <SiteLogo />
          <Link to="/index" data-testid="login-home-link">
            <i className="home icon" />
            返回首页
          </Link>
        </div>
      </header>
      <main className="zy-main">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}

import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { Header } from '@/features/site/components/Header';
import { NavBar } from '@/features/site/components/NavBar';
import { Footer } from '@/features/site/components/Footer';
import { BackToTop } from '@/features/site/components/BackToTop';

/** The common layout: header, navigation bar, body, footer. */
export function MainLayout() {
  return (
    <div className="zy-app">
      <Header />
      <NavBar />
      <main className="zy-main" data-testid="page-body">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <BackToTop />
    </div>
  );
}

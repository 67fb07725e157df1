import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SiteLayout } from '../components/layout/site-layout';
import { OfflineNotice } from '../components/offline-notice';
import { PageSpinner } from '../components/page-spinner';
import { ScrollRestoration } from './scroll-restoration';

export function RootLayout() {
  return (
    <>
      <SiteLayout>
        <OfflineNotice />
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </SiteLayout>
      <ScrollRestoration />
    </>
  );
}

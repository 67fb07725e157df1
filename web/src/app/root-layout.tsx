import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SiteLayout } from '../components/layout/site-layout';
import { OfflineNotice } from '../components/offline-notice';
import { PageSpinner } from '../components/page-spinner';

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

import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { loadDocument } from '../lib/navigation';
import { PageSpinner } from './page-spinner';

/**
 * The app serves only the portal; any other address (the public pages, or a 404) comes from the server,
 * so an in-app navigation there becomes a page load.
 */
export function LoadFromServer() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    loadDocument(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return <PageSpinner />;
}

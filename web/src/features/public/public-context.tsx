/** The data the server rendered a public page with, available to every component of the page. */
import { createContext, useContext } from 'react';
import type { PublicPageData } from '@contract/public-data';

const PublicDataContext = createContext<PublicPageData | null>(null);
export const PublicDataProvider = PublicDataContext.Provider;

export function usePublicData(): PublicPageData {
  const data = useContext(PublicDataContext);
  if (!data) throw new Error('usePublicData outside a server-rendered public page');
  return data;
}

/**
 * Whether a component renders into a server-rendered public page. Such pages are never hydrated: links are
 * plain document links, and the page script (entry-public.ts) adds the interactive parts.
 */
import { createContext, useContext } from 'react';

export const StaticPageContext = createContext(false);
export const useIsStaticPage = () => useContext(StaticPageContext);

/**
 * A page whose code loads when first shown, like React.lazy, that can also be loaded ahead (`preload`): main.tsx
 * loads the page of the address before the app's first render, so that the app replaces the server-rendered
 * first screen with the page itself, never with a spinner in between.
 */
import { createElement, lazy, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/**
 * What a page's code is made of, for the server to preload with the page's HTML: its module (the key of Vite's
 * manifest, written onto each `() => import(...)` of app/routes.tsx by vite.config.ts's `pageModules`) and the
 * areas whose strings load with it.
 */
export type PageModules = {
  module?: string;
  areas?: readonly string[];
  /**
   * The page's first reads, which its HTML starts before the app has loaded (lib/early-reads.ts); a `:name`
   * segment is the address's route parameter of that name.
   */
  reads?: readonly string[];
};

type Preloadable = { preload?: () => Promise<unknown>; modules?: PageModules };

export function lazyPage<P extends object>(
  load: (() => Promise<{ default: ComponentType<P> }>) & PageModules,
  { reads }: { reads?: readonly string[] } = {},
): ComponentType<P> & Preloadable {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
    }));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  const Page = (props: P) => createElement(loaded ?? (Lazy as ComponentType<P>), props);
  return Object.assign(Page, { preload, modules: { module: load.module, areas: load.areas, reads } });
}

const pagesOf = (routes: RouteObject[], pathname: string) =>
  (matchRoutes(routes, pathname) ?? []).map(
    (match) => (match.route.element as { type?: Preloadable } | null | undefined)?.type,
  );

/** A read's `:name` segments filled from the address's route parameters (`/quizzes/:id` → `/quizzes/q1`). */
const fillReads = (reads: readonly string[] | undefined, params: Record<string, string | undefined>) =>
  reads?.map((read) =>
    read.replace(/:(\w+)/g, (segment, name: string) =>
      params[name] === undefined ? segment : encodeURIComponent(params[name]),
    ),
  );

/** The modules and string areas of every lazy page the address shows (see `PageModules`). */
export function routeModules(routes: RouteObject[], pathname: string): PageModules[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap((match) => {
    const modules = (match.route.element as { type?: Preloadable } | null | undefined)?.type?.modules;
    if (!modules) return [];
    return [modules.reads ? { ...modules, reads: fillReads(modules.reads, match.params) } : modules];
  });
}

/** Loads the code of every lazy page the address shows; a failure is left to the page to show. */
export function preloadRoute(routes: RouteObject[], pathname: string): Promise<unknown> {
  const pages = pagesOf(routes, pathname).map((page) => page?.preload);
  return Promise.all(pages.map((preload) => preload?.().catch(() => undefined)));
}

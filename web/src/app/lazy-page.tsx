/**
 * A page whose code loads when first shown, like React.lazy, that can also be loaded ahead (`preload`): main.tsx
 * loads the page of the address before the app's first render, so that the app replaces the server-rendered
 * first screen with the page itself, never with a spinner in between.
 */
import { createElement, lazy, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

type Preloadable = { preload?: () => Promise<unknown> };

export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> & Preloadable {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
    }));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  const Page = (props: P) => createElement(loaded ?? (Lazy as ComponentType<P>), props);
  return Object.assign(Page, { preload });
}

/** Loads the code of every lazy page the address shows; a failure is left to the page to show. */
export function preloadRoute(routes: RouteObject[], pathname: string): Promise<unknown> {
  const pages = (matchRoutes(routes, pathname) ?? []).map(
    (match) => (match.route.element as { type?: Preloadable } | null | undefined)?.type?.preload,
  );
  return Promise.all(pages.map((preload) => preload?.().catch(() => undefined)));
}

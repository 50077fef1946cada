import { type ComponentType, lazy } from 'react';

export interface PageRoute {
  /** The route of the page, used by the route table and by the menus. */
  path: string;
  /** Other paths that show the same page (e.g. `/chat` for `/whatsapp`). */
  aliases: readonly string[];
}

export type AppPage = ComponentType &
  PageRoute & {
    /** Starts loading a lazy page's code (cached: the render that follows reuses it). */
    preload?: () => void;
    /** Starts the page's first data requests into the query cache, for a full load of its address. */
    prefetch?: () => void;
  };

export const definePage = <C extends ComponentType>(
  Component: C,
  path: string,
  aliases: readonly string[] = [],
): C & PageRoute => Object.assign(Component, { path, aliases });

type PageModule = { default: ComponentType };

/** A page whose code loads on first visit; `Fallback` replaces it when that load fails. */
export const lazyPage = (
  load: () => Promise<PageModule>,
  path: string,
  {
    aliases = [],
    Fallback,
    prefetch,
  }: { aliases?: readonly string[]; Fallback?: ComponentType; prefetch?: () => void } = {},
) => {
  const Page = lazy(() => (Fallback ? load().catch((): PageModule => ({ default: Fallback })) : load()));
  // A failed early load is not reported here: the render's own load shows it (or the Fallback).
  const preload = () => void load().catch(() => {});
  return Object.assign(definePage(Page, path, aliases), { preload, prefetch });
};

import { type ComponentType, createElement, lazy, useState } from 'react';

export interface PageRoute {
  /** The route of the page, used by the route table and by the menus. */
  path: string;
  /** Other paths that show the same page (e.g. `/chat` for `/whatsapp`). */
  aliases: readonly string[];
}

export type AppPage = ComponentType &
  PageRoute & {
    /**
     * Starts loading a lazy page's code (cached: the render that follows reuses it); settles once
     * it has arrived or failed to (a failure shows at the page's own render).
     */
    preload?: () => Promise<void>;
    /**
     * Starts the page's first data requests into the query cache, for its address with this query
     * string: on a full load of it (once the session is verified), or before a menu click.
     */
    prefetch?: (search?: string) => void;
  };

export const definePage = <C extends ComponentType>(
  Component: C,
  path: string,
  aliases: readonly string[] = [],
): C & PageRoute => Object.assign(Component, { path, aliases });

type PageModule = { default: ComponentType };

/** A lazy page's code: the component once it has arrived, and the `React.lazy` that waits for it. */
interface PageCode {
  loaded?: ComponentType;
  Lazy: ComponentType;
}

/**
 * Renders a loaded page at once instead of through `React.lazy`: lazy suspends on its first render
 * even for a module already loaded, and React then holds the page's content back until 300 ms after
 * the fallback appeared (its fallback throttle), so a menu click on a preloaded page waited ~300 ms
 * for nothing, and the page's data requests, which start when it mounts, waited with it.
 */
const CodeSplitPage = ({ code }: { code: PageCode }) => {
  // Chosen once per mount: switching component types later would remount the page.
  const [Shown] = useState<ComponentType>(() => code.loaded ?? code.Lazy);
  return createElement(Shown);
};

/** A page whose code loads on first visit; `Fallback` replaces it when that load fails. */
export const lazyPage = (
  load: () => Promise<PageModule>,
  path: string,
  {
    aliases = [],
    Fallback,
    prefetch,
  }: { aliases?: readonly string[]; Fallback?: ComponentType; prefetch?: (search?: string) => void } = {},
) => {
  const keep = (module: PageModule): PageModule => {
    code.loaded = module.default;
    return module;
  };
  const code: PageCode = {
    Lazy: lazy(() =>
      (Fallback ? load().catch((): PageModule => ({ default: Fallback })) : load()).then(keep),
    ),
  };
  // A failed early load is not reported here: the render's own load shows it (or the Fallback).
  // One load under way at a time (the full load's preload and its first render's wait share it);
  // a failed one is asked again by the next call.
  let preloading: Promise<void> | undefined;
  const preload = () => {
    preloading ??= load().then(
      (module) => void keep(module),
      () => {
        preloading = undefined;
      },
    );
    return preloading;
  };
  const page = () => createElement(CodeSplitPage, { code });
  return Object.assign(definePage(page, path, aliases), { preload, prefetch });
};

import { type ComponentType, createElement, lazy } from 'react';
import { loadOnce } from './load-once';

/**
 * A component fetched when first drawn, as `lazy` makes it, that can also be fetched before: once it
 * has arrived it draws at once, without a moment in its Suspense fallback and a second drawing. A
 * preload that failed is tried again by the next preload or drawing; a drawing whose own fetch failed
 * shows the route's error, as `lazy` does.
 */
export function preloadable<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): { Component: ComponentType<Props>; preload: () => void } {
  let arrived: ComponentType<Props> | undefined;
  const get = loadOnce(async () => {
    const module = await load();
    arrived = module.default;
    return module;
  });
  const Lazy = lazy(get);
  const Component = (props: Props) => createElement(arrived ?? Lazy, props);
  return {
    Component,
    preload: () => {
      get().catch(() => undefined);
    },
  };
}

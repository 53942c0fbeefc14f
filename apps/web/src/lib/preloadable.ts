import { type ComponentType, createElement, lazy } from 'react';

/**
 * A component fetched when first drawn, as `lazy` makes it, that can also be fetched before: once it
 * has arrived it draws at once, without a moment in its Suspense fallback and a second drawing. A
 * failed fetch is tried again when next drawn or preloaded.
 */
export function preloadable<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): { Component: ComponentType<Props>; preload: () => void } {
  let arrived: ComponentType<Props> | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const get = () => {
    loading ??= load().then(
      (module) => {
        arrived = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(get);
  const Component = (props: Props) => createElement(arrived ?? Lazy, props);
  return {
    Component,
    preload: () => {
      get().catch(() => undefined);
    },
  };
}

import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

let created: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The app's router, created on first use rather than when this module loads: matching the first
 * page against every route is a task of its own (main.tsx), not part of the scripts' start-up.
 */
export function appRouter(): ReturnType<typeof createBrowserRouter> {
  created ??= createBrowserRouter(routes);
  return created;
}

/** Resolves once the router has the first page's code and texts, so the first render is the page. */
export function routerReady(): Promise<void> {
  const router = appRouter();
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

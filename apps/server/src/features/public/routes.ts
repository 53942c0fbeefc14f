import type { App } from '../../app-types.js';
import type { Deps } from '../../deps.js';

/** Public routes of the home page and the public profile search. */
export function publicRoutes(_app: App, _deps: Deps): void {}

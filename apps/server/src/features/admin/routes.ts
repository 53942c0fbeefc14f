import type { App } from '../../app-types.js';
import type { Deps } from '../../deps.js';

/** Operator routes: profile list, status, featured, marriage photos. Every route is `auth: 'admin'`. */
export function adminRoutes(_app: App, _deps: Deps): void {}

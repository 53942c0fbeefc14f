import type { Domain, Gender } from '@varmala/shared';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Every route declares one; `optional` reads a valid token when sent. */
export type AuthMode = 'public' | 'optional' | 'user' | 'admin';

export interface AuthUser {
  id: number;
  role: 'USER' | 'ADMIN';
  domain: Domain;
  /** Null before the basic step is saved (as `profileStatus`, `profileId`). */
  gender: Gender | null;
  profileStatus: number | null;
  /** For the photo rule of search and view. */
  hasPhoto: boolean;
  profileId: number | null;
  /** Blocked or was blocked by anyone, or is in a family with another profile. */
  inBlock: boolean;
  demo: boolean;
  /** The site has Approved demo and real members, each seeing only their own kind; never for an admin. */
  demosApart: boolean;
  /** With a switch token: the acting guardian, checked every request; `id` is the profile's account. */
  actor?: { id: number; role: 'owner' | 'manage' | 'view' };
}

/** What the access matrix and the fuzz tests walk. */
export interface ProductRoute {
  method: string;
  url: string;
  auth: AuthMode;
  schema: FastifySchema | undefined;
  /** JSON; an upload's files have their own limits. */
  bodyLimit: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    productRoutes: readonly ProductRoute[];
  }
  interface FastifyContextConfig {
    auth?: AuthMode;
    /** plugins/compress-lists.ts */
    compress?: boolean;
    /** Acts for the login, not a switch token's profile (family routes, logout): `view` guardians may. */
    asLogin?: true;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    /** Throws 401 on a route that forgot to require one. */
    requireUser(): AuthUser;
  }
}

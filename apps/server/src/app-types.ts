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

/**
 * Who may call a route. Every route declares one: `public` (anyone), `optional` (anyone; a valid
 * token is read when sent), `user` (a logged-in member) or `admin`.
 */
export type AuthMode = 'public' | 'optional' | 'user' | 'admin';

export interface AuthUser {
  id: number;
  role: 'USER' | 'ADMIN';
  domain: Domain;
  /** Of the member's own profile, read with the token check: null before the basic step is saved. */
  gender: Gender | null;
  /** Of the member's own profile: null before the basic step is saved. */
  profileStatus: number | null;
  /** Whether the member's own profile has a photo (the photo rule of search and view). */
  hasPhoto: boolean;
  /** The member's own profile: null before the basic step is saved. */
  profileId: number | null;
  /** Whether the member blocked anyone or was blocked by anyone (the block rule of search). */
  inBlock: boolean;
  /** Whether the member's own profile is a demo member made by the seed. */
  demo: boolean;
  /**
   * Whether the member's site keeps demo and real members apart, having Approved ones of both
   * (features/access/site-kinds.ts): then each sees only their own kind. Never for an admin.
   */
  demosApart: boolean;
}

/** A route of the product as registered: what the access matrix and the fuzz tests walk. */
export interface ProductRoute {
  method: string;
  url: string;
  auth: AuthMode;
  schema: FastifySchema | undefined;
  /** The most bytes of body Fastify reads for it (JSON; an upload's files have their own limits). */
  bodyLimit: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    productRoutes: readonly ProductRoute[];
  }
  interface FastifyContextConfig {
    auth?: AuthMode;
    /** Gzip the answer for clients that accept it (plugins/compress-lists.ts). */
    compress?: boolean;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    /** The logged-in member; throws 401 on a route that forgot to require one. */
    requireUser(): AuthUser;
  }
}

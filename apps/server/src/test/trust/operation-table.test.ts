/**
 * The web app calls the API by operation name from the shared table (packages/shared
 * api/operation-routes.ts and operations.ts). Each entry must name a route the server really has,
 * with the response schema that route declares, so the table cannot drift from the server.
 */
import { operationRoutes, operationSchemas } from '@varmala/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-app.js';

const ctx = useTestApp();

describe('the shared table of API operations', () => {
  it('names a registered route for every operation, with the same 200 response schema', () => {
    const problems: string[] = [];
    for (const [name, route] of Object.entries(operationRoutes)) {
      const [method, path] = route.split(' ') as [string, string];
      const registered = ctx.app.productRoutes.find((r) => r.method === method && r.url === `/api${path}`);
      if (!registered) {
        problems.push(`${name}: no route ${method} /api${path}`);
        continue;
      }
      const declared = (registered.schema?.response as Record<number, unknown> | undefined)?.[200];
      const shared = operationSchemas[name as keyof typeof operationSchemas].response;
      if (declared !== shared) problems.push(`${name}: the route answers another schema than the table's`);
    }
    expect(problems).toEqual([]);
  });
});

import type { App } from '../../app-types.js';
import type { Deps } from '../../deps.js';
import { operation } from '../../lib/operation.js';
import { placeIndex } from '../../lib/places/place-index.js';

/** The offline list of places a birth place is picked from (docs/decisions/036). */
export function placeRoutes(app: App, _deps: Deps): void {
  app.route({
    ...operation('searchPlaces', {
      tags: ['horoscope'],
      summary:
        "Places whose name begins with `q` (case, accents and the usual spellings forgiven; Devanagari and Tamil names too): India's towns and villages of 1,000 people or more and the world's cities, from GeoNames",
      errors: [400],
    }),
    config: { auth: 'public' },
    handler: async (request) => placeIndex().search(request.query.q, request.query.limit),
  });
}

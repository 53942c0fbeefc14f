import type { App } from '../../app-types.js';
import type { Deps } from '../../deps.js';
import { operation } from '../../lib/operation.js';
import { placeIndex } from '../../lib/places/place-index.js';
import { strictKey } from '../../lib/places/place-keys.js';
import { writtenAnswers } from '../../lib/written-answers.js';

/** The offline list of places a birth place is picked from (docs/decisions/036). */
export function placeRoutes(app: App, _deps: Deps): void {
  // A family types the same few prefixes letter by letter, a short one matches thousands of names,
  // and the list never changes while the server runs: answers are kept as the route's schema wrote
  // them (about 1.5 kB each), by the text as the search reads it (case and spacing aside).
  const sendWritten = writtenAnswers(4_000);

  app.route({
    ...operation('searchPlaces', {
      tags: ['horoscope'],
      summary:
        "Places whose name begins with `q` (case, accents and the usual spellings forgiven; Devanagari and Tamil names too): India's towns and villages of 1,000 people or more and the world's cities, from GeoNames",
      errors: [400],
    }),
    config: { auth: 'public' },
    handler: async (request, reply) => {
      const { q, limit } = request.query;
      return sendWritten(reply, `${limit}:${strictKey(q)}`, () => placeIndex().search(q, limit));
    },
  });
}

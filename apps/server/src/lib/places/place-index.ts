import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { looseKey, strictKey } from './place-keys.js';

/** GeoNames (CC BY 4.0), scripts/make-places-data.mjs: India's places of 1,000+, taluka seats, cities. */
export interface Place {
  place_id: number;
  name: string;
  district: string | null;
  state: string | null;
  country: string;
  lat: number;
  lon: number;
  tz: string;
}

interface PlacesFile {
  states: string[];
  districts: string[];
  zones: string[];
  countries: string[];
  id: number[];
  name: string[];
  lat: number[];
  lon: number[];
  state: number[];
  district: number[];
  country: number[];
  zone: number[];
  keys: string[];
  keyRows: number[];
}

const DATA_FILE = new URL('../../../geo/places.json.gz', import.meta.url);

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

const rankOf = (whole: boolean, loose: boolean) => (loose ? 2 : 0) + (whole ? 0 : 1);

export class PlaceIndex {
  private readonly names: string[];
  private readonly keys: string[];
  private readonly keyRows: Int32Array;
  private readonly lat: Float64Array;
  private readonly lon: Float64Array;
  private readonly details: Int32Array;
  private readonly lookups: { states: string[]; districts: string[]; zones: string[]; countries: string[] };
  private readonly byId = new Map<number, number>();

  constructor(file: PlacesFile) {
    // Typed arrays: a tenth of the memory for the numbers.
    this.names = file.name;
    this.keys = file.keys;
    this.keyRows = Int32Array.from(file.keyRows);
    this.lat = Float64Array.from(file.lat);
    this.lon = Float64Array.from(file.lon);
    const rows = file.id.length;
    this.details = new Int32Array(rows * 4);
    for (let row = 0; row < rows; row++) {
      this.byId.set(file.id[row] as number, row);
      this.details.set(
        [
          file.state[row] as number,
          file.district[row] as number,
          file.country[row] as number,
          file.zone[row] as number,
        ],
        row * 4,
      );
    }
    this.ids = Int32Array.from(file.id);
    const { states, districts, zones, countries } = file;
    this.lookups = {
      states,
      districts,
      zones,
      countries: countries.map((code) => countryNames.of(code) ?? code),
    };
  }

  private readonly ids: Int32Array;

  static load(): PlaceIndex {
    return new PlaceIndex(JSON.parse(gunzipSync(readFileSync(DATA_FILE)).toString('utf8')) as PlacesFile);
  }

  get size(): number {
    return this.names.length;
  }

  find(placeId: number): Place | undefined {
    const row = this.byId.get(placeId);
    return row === undefined ? undefined : this.place(row);
  }

  /** Whole names first, then India's places, then the larger ones (the file's row order). */
  search(text: string, limit: number): Place[] {
    const strict = strictKey(text);
    if (!strict) return [];
    const best = new Map<number, number>();
    const consider = (query: string, looseQuery: boolean) => {
      for (let i = lowerBound(this.keys, query); i < this.keys.length; i++) {
        const key = this.keys[i] as string;
        if (!key.startsWith(query)) break;
        const stored = this.keyRows[i] as number;
        // Loose keys answer only the loose query.
        if (stored < 0 && !looseQuery) continue;
        const row = stored < 0 ? -1 - stored : stored;
        const rank = rankOf(key === query, looseQuery);
        best.set(row, Math.min(best.get(row) ?? rank, rank));
      }
    };
    consider(strict, false);
    if (/^[a-z0-9]+$/.test(strict)) consider(looseKey(strict), true);
    return [...best]
      .sort((a, b) => a[1] - b[1] || a[0] - b[0])
      .slice(0, limit)
      .map(([row]) => this.place(row));
  }

  private place(row: number): Place {
    const at = row * 4;
    const { states, districts, zones, countries } = this.lookups;
    return {
      place_id: this.ids[row] as number,
      name: this.names[row] as string,
      district: districts[this.details[at + 1] as number] || null,
      state: states[this.details[at] as number] || null,
      country: countries[this.details[at + 2] as number] as string,
      lat: this.lat[row] as number,
      lon: this.lon[row] as number,
      tz: zones[this.details[at + 3] as number] as string,
    };
  }
}

function lowerBound(keys: string[], query: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((keys[middle] as string) < query) low = middle + 1;
    else high = middle;
  }
  return low;
}

let shared: PlaceIndex | undefined;

export function placeIndex(): PlaceIndex {
  shared ??= PlaceIndex.load();
  return shared;
}

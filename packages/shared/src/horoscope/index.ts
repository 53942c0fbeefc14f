export {
  ASHTAKOOTA_DOSHAS,
  ASHTAKOOTA_KEYS,
  ASHTAKOOTA_MAX,
  type AshtakootaDosha,
  type AshtakootaItem,
  type AshtakootaKey,
  type AshtakootaMatch,
  type GunaRange,
  matchAshtakoota,
} from './ashtakoota.js';
export { RAASI_VARNA, RAASI_VASHYA, type VashyaGroup } from './ashtakoota-rules.js';
export {
  chartRaasis,
  type HoroscopeChart,
  rasiOf,
  STAR_PADA_COUNT,
  STAR_PADAS,
  type StarPada,
  starPadaAt,
  starPadaIndex,
} from './chart.js';
export type { DecidingKind, DecidingReason } from './deciding.js';
export * from './mars.js';
export * from './match-rule.js';
export * from './matching-star-padas.js';
export * from './porutham.js';
export type { PoruthamOutcome, PoruthamReason } from './porutham-rules.js';
export {
  type Gana,
  type Nadi,
  type Planet,
  RAASI_LORD,
  type Rajju,
  STAR_GANA,
  STAR_NADI,
  STAR_RAJJU,
  STAR_YONI,
  type YoniAnimal,
} from './star-attributes.js';
export * from './verdict.js';

export * from './birth-chart-svg.js';
export * from './compute-horoscope.js';
export * from './match-rule.js';
export * from './profile-match.js';

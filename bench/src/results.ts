import type { CpuTimes } from './cpu-time.js';

export interface Result {
  rps: number;
  /** Milliseconds. */
  p50: number;
  p99: number;
  /** Non-2xx answers and connection errors. */
  errors: number;
  /** Microseconds of CPU per request, where it could be read (Linux). */
  cpu?: CpuTimes;
  /** The share of the machine's CPU left idle during the run, where it could be read (Linux). */
  idle?: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

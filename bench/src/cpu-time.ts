import { readdirSync, readFileSync } from 'node:fs';

/** CPU seconds (user and system) used so far by the processes of each part of a run. */
export interface CpuTimes {
  server: number;
  postgres: number;
  /** This process: the load generator. */
  load: number;
}

const TICKS_PER_SECOND = 100;

/**
 * utime + stime of a /proc/<pid>/stat line, in seconds, with `children`: and cutime + cstime, the
 * CPU of the children it has reaped.
 */
function cpuSeconds(stat: string, children: boolean): number {
  const fields = statFields(stat);
  const own = Number(fields[11]) + Number(fields[12]);
  return (children ? own + Number(fields[13]) + Number(fields[14]) : own) / TICKS_PER_SECOND;
}

/** The fields of a /proc/<pid>/stat line after the command name, from the state on. */
function statFields(stat: string): string[] {
  // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** CPU seconds (user and system) one process has used so far. */
export function processCpuSeconds(pid: number): number {
  return cpuSeconds(readFileSync(`/proc/${pid}/stat`, 'utf8'), false);
}

/** CPU seconds one process has used so far, in user space and in the kernel for it. */
export function processUserSystemSeconds(pid: number): { user: number; system: number } {
  const fields = statFields(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  return { user: Number(fields[11]) / TICKS_PER_SECOND, system: Number(fields[12]) / TICKS_PER_SECOND };
}

function read(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined; // The process ended meanwhile.
  }
}

/**
 * Where the CPU of a run went: the server (`serverPid`), every PostgreSQL process of this machine
 * (its backends serve the server's pool), and this process. Linux only (/proc); undefined elsewhere.
 *
 * A PostgreSQL process that ends during the run (an autovacuum worker, a closed connection's
 * backend) takes its CPU out of the sum; the postmaster reaps it, so its CPU is counted there
 * instead, with the CPU of the children each PostgreSQL process has reaped. The server's and this
 * process's children (the bare server, pgbench) are not theirs to count.
 */
export function cpuTimes(serverPid: number | undefined): CpuTimes | undefined {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return undefined;
  }
  const times: CpuTimes = { server: 0, postgres: 0, load: 0 };
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    const part: keyof CpuTimes = pid === serverPid ? 'server' : pid === process.pid ? 'load' : 'postgres';
    // The executable's name: a backend's command line is its status, the postmaster's its path.
    if (part === 'postgres' && read(`/proc/${entry}/comm`) !== 'postgres\n') continue;
    const stat = read(`/proc/${entry}/stat`);
    if (!stat) continue;
    times[part] += cpuSeconds(stat, part === 'postgres');
  }
  return times;
}

/** Microseconds of CPU per request of each part between two readings. */
export function cpuPerRequest(
  before: CpuTimes | undefined,
  after: CpuTimes | undefined,
  requests: number,
): CpuTimes | undefined {
  if (!before || !after || requests === 0) return undefined;
  const per = (key: keyof CpuTimes) => ((after[key] - before[key]) * 1e6) / requests;
  return { server: per('server'), postgres: per('postgres'), load: per('load') };
}

/** The machine's CPU time so far, in ticks of all its CPUs: in all, and idle (idle and iowait). */
export interface MachineTimes {
  total: number;
  idle: number;
}

export function machineTimes(): MachineTimes | undefined {
  const line = read('/proc/stat')?.split('\n')[0];
  if (!line?.startsWith('cpu ')) return undefined;
  // user nice system idle iowait irq softirq steal: guest times are already in user and nice.
  const ticks = line.split(/\s+/).slice(1, 9).map(Number);
  return { total: ticks.reduce((a, b) => a + b, 0), idle: (ticks[3] ?? 0) + (ticks[4] ?? 0) };
}

/**
 * The share of the machine's CPU left idle between two readings: what a run could not use, waiting
 * on the round trips between its processes rather than on the CPU.
 */
export function idleShare(
  before: MachineTimes | undefined,
  after: MachineTimes | undefined,
): number | undefined {
  if (!before || !after || after.total === before.total) return undefined;
  return (after.idle - before.idle) / (after.total - before.total);
}

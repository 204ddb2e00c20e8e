/**
 * Core time spent over a benchmark's load phase, by process: the API's own (process.cpuUsage)
 * and each local engine's (Elasticsearch, Neo4j, PostgreSQL), read from /proc as user + system
 * time of the engine's process and every process under it (PostgreSQL serves each connection
 * from a process of its own; the time of those that ended meanwhile is in their parent's
 * cutime/cstime). Divided by the answers, it is what a self-hosting user pays per answer
 * (issue #53): core-milliseconds, whatever the number of cores. Only engines this machine runs
 * from the engines folder are counted; one that is not found is reported as such, never as 0.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What /proc/PID/stat says of one process's times, in clock ticks. */
export interface ProcessTimes {
  pid: number;
  parent: number;
  /** user + system time of the process itself. */
  own: number;
  /** user + system time of its children that have ended and been waited for. */
  endedChildren: number;
}

/**
 * Parses one /proc/PID/stat line. Pure. The command name (field 2) is in parentheses and may hold
 * spaces and parentheses itself, so fields are counted from the last ')'.
 */
export function parseProcStat(line: string): ProcessTimes {
  const close = line.lastIndexOf(')');
  const pid = Number.parseInt(line, 10);
  if (close < 0 || !Number.isInteger(pid)) throw new Error(`not a /proc/PID/stat line: ${line.slice(0, 80)}`);
  // After ')': state(3) ppid(4) ... utime(14) stime(15) cutime(16) cstime(17).
  const fields = line.slice(close + 2).split(' ');
  const field = (n: number) => Number(fields[n - 3]);
  return { pid, parent: field(4), own: field(14) + field(15), endedChildren: field(16) + field(17) };
}

/** Ticks a process tree has spent: the root's own and ended children's, and every live descendant's own. Pure. */
export function treeTicks(root: number, processes: readonly ProcessTimes[]): number {
  const children = new Map<number, ProcessTimes[]>();
  for (const p of processes) children.set(p.parent, [...(children.get(p.parent) ?? []), p]);
  const rootTimes = processes.find((p) => p.pid === root);
  if (rootTimes === undefined) return NaN;
  let ticks = rootTimes.endedChildren;
  const pending = [rootTimes];
  for (let p = pending.pop(); p !== undefined; p = pending.pop()) {
    ticks += p.own;
    pending.push(...(children.get(p.pid) ?? []));
  }
  return ticks;
}

function liveProcesses(): ProcessTimes[] {
  const found: ProcessTimes[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      found.push(parseProcStat(readFileSync(`/proc/${name}/stat`, 'utf8')));
    } catch {
      // The process ended between the listing and the read: its time is in its parent's cutime.
    }
  }
  return found;
}

/** The engines' main processes, from the pid files the engine scripts write (scripts/engines/*.sh). */
export function enginePids(enginesDir: string): Map<string, number> {
  const files = {
    elasticsearch: join(enginesDir, 'run/elasticsearch/elasticsearch.pid'),
    neo4j: join(enginesDir, 'run/neo4j.pid'),
    postgres: join(enginesDir, 'data/postgres/postmaster.pid'),
  };
  const pids = new Map<string, number>();
  for (const [engine, file] of Object.entries(files)) {
    if (!existsSync(file)) continue;
    const pid = Number.parseInt(readFileSync(file, 'utf8').split('\n')[0]!.trim(), 10);
    if (Number.isInteger(pid) && existsSync(`/proc/${pid}/stat`)) pids.set(engine, pid);
  }
  return pids;
}

let ticksPerSecond: number | undefined;
function clockTicksPerSecond(): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return ticksPerSecond;
}

/** Core-milliseconds by process ('api' and each engine found) since the reading began. */
export type CoreTimes = Map<string, number>;

/**
 * Starts a reading; the function returned gives the core-ms spent since. `own` names this process's
 * row; with `withChildren` its child processes get a row of their own, `<own> children` (ingestion's
 * Apertium chains, which process.cpuUsage does not see).
 */
export function startCoreTimes(enginesDir: string, own: { label: string; withChildren: boolean } = { label: 'api', withChildren: false }): () => CoreTimes {
  const pids = enginePids(enginesDir);
  const ticksToMs = (ticks: number) => (ticks * 1000) / clockTicksPerSecond();
  const read = () => {
    const processes = process.platform === 'linux' ? liveProcesses() : [];
    const engines = new Map([...pids].map(([engine, pid]) => [engine, ticksToMs(treeTicks(pid, processes))]));
    const ownTree = own.withChildren ? ticksToMs(treeTicks(process.pid, processes)) : NaN;
    return { engines, ownTree, ownProcess: process.cpuUsage() };
  };
  const start = read();
  return () => {
    const now = read();
    const ownMs = (now.ownProcess.user + now.ownProcess.system - start.ownProcess.user - start.ownProcess.system) / 1000;
    const spent: CoreTimes = new Map([[own.label, ownMs]]);
    // The tree's figure comes from /proc in clock ticks: what it holds beyond this process is its children's.
    if (own.withChildren) spent.set(`${own.label} children`, Math.max(0, now.ownTree - start.ownTree - ownMs));
    for (const [engine, ms] of now.engines) spent.set(engine, ms - start.engines.get(engine)!);
    return spent;
  };
}

/** "core-s 310.2 (ingest 120.5, elasticsearch 150.1, …)": a whole job's core time. Pure. */
export function coreSecondsRow(spent: CoreTimes): string {
  const total = [...spent.values()].reduce((sum, ms) => sum + ms, 0);
  return `core-s ${(total / 1000).toFixed(1)} (${[...spent].map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)}`).join(', ')})`;
}

/** "core-ms per answer 41 (api 20, elasticsearch 15, neo4j 4, postgres 2)". Pure. */
export function coreTimeRow(spent: CoreTimes, answers: number): string {
  const perAnswer = (ms: number) => (answers === 0 ? '-' : (ms / answers).toFixed(1));
  const total = [...spent.values()].reduce((sum, ms) => sum + ms, 0);
  return `core-ms per answer ${perAnswer(total)} (${[...spent].map(([name, ms]) => `${name} ${perAnswer(ms)}`).join(', ')})`;
}

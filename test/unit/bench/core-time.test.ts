import { coreSecondsRow, coreTimeRow, parseProcStat, startCoreTimes, treeTicks } from '../../../src/bench/core-time';

// A real line's shape: the command name holds a space and parentheses of its own.
const line = (pid: number, parent: number, utime: number, stime: number, cutime = 0, cstime = 0) =>
  `${pid} (java (x) y) S ${parent} 1 1 0 -1 4194560 100 0 0 0 ${utime} ${stime} ${cutime} ${cstime} 20 0 80 0 5 1 1 0`;

describe('parseProcStat', () => {
  it('reads the parent and the times after the last parenthesis', () => {
    expect(parseProcStat(line(42, 1, 300, 20, 7, 3))).toEqual({ pid: 42, parent: 1, own: 320, endedChildren: 10 });
  });

  it('refuses a line that is not one', () => {
    expect(() => parseProcStat('hello')).toThrow(/not a \/proc\/PID\/stat line/);
  });
});

describe('treeTicks', () => {
  const processes = [line(10, 1, 100, 10, 50, 5), line(11, 10, 20, 2), line(12, 11, 3, 0), line(13, 1, 1000, 0)].map(parseProcStat);

  it('sums the root, its ended children and every live descendant, nothing else', () => {
    expect(treeTicks(10, processes)).toBe(110 + 55 + 22 + 3);
    expect(treeTicks(13, processes)).toBe(1000);
  });

  it('is NaN for a process that is not running', () => {
    expect(treeTicks(99, processes)).toBeNaN();
  });
});

describe('coreTimeRow', () => {
  it('divides each process’s core time by the answers', () => {
    expect(coreTimeRow(new Map([['api', 200], ['elasticsearch', 100]]), 10)).toBe('core-ms per answer 30.0 (api 20.0, elasticsearch 10.0)');
    expect(coreTimeRow(new Map([['api', 200]]), 0)).toBe('core-ms per answer - (api -)');
  });
});

describe('startCoreTimes', () => {
  it('counts this process’s own time and no engine when the folder holds none', () => {
    const spent = startCoreTimes('/nonexistent-engines')();
    expect([...spent.keys()]).toEqual(['api']);
    expect(spent.get('api')).toBeGreaterThanOrEqual(0);
  });
});

describe('coreSecondsRow', () => {
  it('sums a job’s core time and names each process’s share in seconds', () => {
    expect(coreSecondsRow(new Map([['ingest', 12_340], ['ingest children', 5_000], ['elasticsearch', 100_000]]))).toBe('core-s 117.3 (ingest 12.3, ingest children 5.0, elasticsearch 100.0)');
  });
});

describe('startCoreTimes with this process’s children', () => {
  it('gives the children a row of their own, counting a child that ran and ended', async () => {
    const read = startCoreTimes('/nonexistent-engines', { label: 'ingest', withChildren: true });
    const { execFileSync } = await import('node:child_process');
    // A child that spins ~0.3 s of CPU; waited for, so its time is in this process's cutime.
    execFileSync(process.execPath, ['-e', 'const end = Date.now() + 300; while (Date.now() < end);']);
    const spent = read();
    expect([...spent.keys()]).toEqual(['ingest', 'ingest children']);
    expect(spent.get('ingest children')).toBeGreaterThan(100);
  });
});

/**
 * The built `refgraph` command's help: `--help`, `-h` and `help` print the usage and exit 0;
 * every command and subcommand prints its own usage with --help and exits 0; an unknown command
 * prints the usage on stderr and exits 2; the bench scripts report a bad option on one line. No
 * engine is needed.
 */
import { spawnSync } from 'node:child_process';
import { repoPath } from '../../src/common/repo-path';
import { COMMANDS } from '../../src/cli/command-table';
import { commandUsage, globalUsage, USAGES } from '../../src/cli/usage';

const CLI = repoPath('dist', 'src', 'cli', 'main.js');

function refgraph(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('refgraph help (built CLI)', () => {
  it('prints the usage on stdout and exits 0 for --help, -h and help', () => {
    for (const args of [['--help'], ['-h'], ['help']]) {
      expect(refgraph(...args)).toEqual({ status: 0, stdout: `${globalUsage()}\n`, stderr: '' });
    }
  });

  it("prints each command's and subcommand's own usage for COMMAND --help and help COMMAND", () => {
    const paths = [...Object.keys(COMMANDS).map((name) => [name]), ...USAGES.map((usage) => [...usage.path])];
    for (const path of paths) {
      const own = commandUsage(path);
      expect(own).not.toBeNull();
      expect(refgraph(...path, '--help')).toEqual({ status: 0, stdout: `${own}\n`, stderr: '' });
    }
    expect(refgraph('eval', '--help').stdout).toMatch(/^usage: refgraph eval \[--list\]/);
    expect(refgraph('eval', 'pools', '--out', 'x.jsonl', '-h').stdout).toMatch(/^usage: refgraph eval pools --out FILE/);
    expect(refgraph('help', 'keys')).toEqual({ status: 0, stdout: `${commandUsage(['keys'])}\n`, stderr: '' });
  });

  it('exits 2 with the usage on stderr for no command or an unknown one', () => {
    for (const args of [[], ['bogus'], ['bogus', '--help'], ['help', 'bogus']]) {
      expect(refgraph(...args)).toEqual({ status: 2, stdout: '', stderr: `${globalUsage()}\n` });
    }
  });

  it('has the bench scripts report a bad option on one line, before touching an engine', () => {
    const bench = (script: string, ...args: string[]) => {
      const result = spawnSync(process.execPath, [repoPath('dist', 'src', 'bench', `${script}.js`), ...args], { encoding: 'utf8', timeout: 60_000 });
      return { status: result.status, stderr: result.stderr.trim() };
    };
    expect(bench('rank', '--help')).toEqual({ status: 1, stderr: "bench: INVALID_ARGUMENT: Unknown option '--help'" });
    expect(bench('rank', '--queries', 'many')).toEqual({ status: 1, stderr: "bench: INVALID_ARGUMENT: --queries: expected a number, got 'many'" });
    expect(bench('generate-corpus', '--papers', '0')).toEqual({ status: 1, stderr: "bench: INVALID_ARGUMENT: --papers: expected a positive integer, got '0'" });
    expect(bench('graph', '--only', 'both')).toEqual({ status: 1, stderr: "bench: INVALID_ARGUMENT: --only: expected seed or generated, got 'both'" });
  });
});

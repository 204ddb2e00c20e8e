/**
 * Probes of .dependency-cruiser.cjs's rules: a small tree of files, written to a temporary
 * folder, cruised with the project's configuration; each rule must fire on the import it forbids
 * and stay quiet on the ones it allows (a rule whose paths match nothing would pass every lint).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoPath } from '../../src/common/repo-path';

const run = promisify(execFile);

/** Cruises `files` (path → source) as `npm run lint` cruises src and test; the violations it reports, sorted. */
async function violations(files: Record<string, string>): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'refgraph-depcruise-'));
  try {
    for (const [file, text] of Object.entries({ 'tsconfig.json': '{}', ...files })) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    const args = ['src', 'test', '--config', repoPath('.dependency-cruiser.cjs'), '--output-type', 'err'];
    const output = await run(repoPath('node_modules', '.bin', 'depcruise'), args, { cwd: dir }).catch((error: { stdout: string }) => error);
    return output.stdout.split('\n').map((line) => line.trim()).filter((line) => line.startsWith('error ')).sort();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('dependency rules', () => {
  it('tests-skip-the-cli: a test importing src/cli fails the lint, but the CLI\'s unit tests and cli-help', async () => {
    const importing = (depth: number) => `import { x } from '${'../'.repeat(depth)}src/cli/command';\nexport const y = x;\n`;
    expect(
      await violations({
        'src/cli/command.ts': 'export const x = 1;\n',
        'test/integration/capability.test.ts': importing(2),
        'test/support/helper.ts': importing(2),
        'test/unit/cli/command.test.ts': importing(3),
        'test/integration/cli-help.test.ts': importing(2),
      }),
    ).toEqual([
      'error tests-skip-the-cli: test/integration/capability.test.ts → src/cli/command.ts',
      'error tests-skip-the-cli: test/support/helper.ts → src/cli/command.ts',
    ]);
  }, 60_000);
});

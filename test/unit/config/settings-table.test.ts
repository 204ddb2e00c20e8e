/**
 * The settings table (src/config/settings/) is the one declaration of Refgraph's environment
 * variables: every REFGRAPH_* name the code or the scripts read is in it, everything in it is
 * read somewhere, docs/configuration.md is what it generates, and each default passes its own
 * range check.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoPath } from '../../../src/common/repo-path';
import { CONFIG_GROUPS, GROUPS, SETTINGS } from '../../../src/config/settings';
import { defaultFor, isPerRole } from '../../../src/config/settings/setting';
import { settingsMarkdown, withGeneratedPart } from '../../../src/config/settings-markdown';

/**
 * REFGRAPH_* names that are not configuration: the test runner's own (scripts/test.sh, the
 * integration tests) and what prisma.config.ts derives for the Prisma CLI.
 */
const NOT_SETTINGS = new Set([
  // Ports and folder of a second checkout's test engines, the opt-in to the training tests, and
  // how many jest workers run the suites (test/support/worker-stores.ts).
  'REFGRAPH_TEST_PORT_OFFSET',
  'REFGRAPH_TEST_ENGINES_DIR',
  'REFGRAPH_TEST_TRAINING',
  'REFGRAPH_TEST_WORKERS',
  // scripts/models/registry.py's tests point it at a registry of their own.
  'REFGRAPH_MODELS_REGISTRY',
  // prisma.config.ts sets it from the REFGRAPH_PG_* settings: the schema needs a URL, the adapter ignores it.
  'REFGRAPH_DATABASE_URL',
]);

const TABLE_FOLDER = repoPath('src', 'config', 'settings');

/** Every file of src/ and scripts/, and prisma.config.ts: what reads the environment. */
function sources(): { file: string; text: string }[] {
  const files = ['src', 'scripts'].flatMap((folder) => readdirSync(repoPath(folder), { recursive: true, encoding: 'utf8' }).map((file) => repoPath(folder, file)));
  return [...files, repoPath('prisma.config.ts')]
    .filter((file) => statSync(file).isFile() && !file.includes('__pycache__'))
    .map((file) => ({ file: path.relative(repoPath(), file), text: readFileSync(file, 'utf8') }));
}

/** Names only: a pattern such as scripts/test.sh's `REFGRAPH_TEST_*` ends in '_' and is not one. */
const NAME = /REFGRAPH_[A-Z0-9_]*[A-Z0-9](?![A-Z0-9_])/g;

describe('the settings table', () => {
  const declared = new Map(GROUPS.flatMap((group) => Object.entries(group.settings)));
  const code = sources().filter(({ file }) => !repoPath(file).startsWith(TABLE_FOLDER));

  it('declares every REFGRAPH_* variable the code and the scripts read', () => {
    const undeclared = code.flatMap(({ file, text }) => [...new Set(text.match(NAME))].filter((name) => !declared.has(name) && !NOT_SETTINGS.has(name)).map((name) => `${name} (${file})`));
    expect(undeclared).toEqual([]);
  });

  it('declares nothing the code and the scripts leave unread', () => {
    const everything = code.map(({ text }) => text).join('\n');
    expect([...declared.keys()].filter((name) => !everything.includes(name))).toEqual([]);
  });

  it('declares each name once, and loadConfig reads the groups checked at start-up', () => {
    expect(declared.size).toBe(GROUPS.reduce((sum, group) => sum + Object.keys(group.settings).length, 0));
    expect(Object.keys(SETTINGS)).toEqual(CONFIG_GROUPS.flatMap((group) => Object.keys(group.settings)));
  });

  it.each([...declared])('%s: its default passes its own range check', (name, setting) => {
    const defaults = isPerRole(setting.default) ? [defaultFor(setting, 'serving'), defaultFor(setting, 'batch')] : [setting.default];
    for (const value of defaults.filter((d) => d !== null)) {
      expect(setting.parse(name, setting.format(value))).toEqual({ ok: true, value });
    }
  });

  it('is what docs/configuration.md shows (npm run docs:config writes it)', () => {
    const page = readFileSync(repoPath('docs', 'configuration.md'), 'utf8');
    expect(page).toBe(withGeneratedPart(page, settingsMarkdown(GROUPS)));
  });
});

/**
 * Every curl example in README.md and docs/*.md, run verbatim by bash against the API on the demo
 * corpus: a user copies them as they are, so each must answer JSON data without an error. The
 * only change is the address (the test server listens on a free port). Examples that need an
 * API key read it from $KEY, as the docs say; the test sets it to a reader key.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { repoPath } from '../../src/common/repo-path';
import { testKey } from '../integration/harness';
import { curlExamples, DOCUMENTED_ORIGIN } from './markdown-examples';
import { SeededServer, startSeededServer } from './seeded-server';

const run = promisify(execFile);
/** Ingesting the demo corpus encodes ~400 abstracts and nine transcripts. */
const SEED_TIMEOUT_MS = 600_000;

const DOCUMENTS = ['README.md', ...readdirSync(repoPath('docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
const EXAMPLES = DOCUMENTS.flatMap((document) => curlExamples(document, readFileSync(repoPath(document), 'utf8')));

describe('README and docs examples', () => {
  let seeded: SeededServer;
  let key: string;

  beforeAll(async () => {
    seeded = await startSeededServer('readme-examples');
    key = await testKey(seeded.stores.services, 'reader');
  }, SEED_TIMEOUT_MS);
  afterAll(async () => {
    await seeded?.stop();
  });

  it('finds the examples: the README shows every headline query', () => {
    const readme = EXAMPLES.filter((example) => example.document === 'README.md').map((example) => example.command);
    for (const query of ['recommendations(talkId', 'recommendCitations(', 'neighbourhood(', 'conceptSearch(', 'preselectBibliography(', 'exportCitations(', 'paperByExternalId(']) {
      expect(readme.some((command) => command.includes(query))).toBe(true);
    }
    for (const example of EXAMPLES) expect(example.command).toContain(DOCUMENTED_ORIGIN);
  });

  it.each(EXAMPLES.map((example) => [`${example.document}:${example.line}`, example] as const))('%s answers data without errors', async (_where, example) => {
    const command = example.command.split(DOCUMENTED_ORIGIN).join(seeded.origin);
    const { stdout } = await run('bash', ['-c', command], { cwd: repoPath(), env: { ...process.env, KEY: key }, maxBuffer: 16 * 1024 * 1024 });
    const answer = JSON.parse(stdout) as { data?: Record<string, unknown> | null; errors?: unknown[] };
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual(expect.any(Object));
    for (const value of Object.values(answer.data!)) expect(value).not.toBeNull();
  });

  it("names demo talks and papers that exist", async () => {
    const readme = readFileSync(repoPath('README.md'), 'utf8');
    const row = (label: string) => (readme.split('\n').find((line) => line.startsWith(`| ${label} |`)) ?? '').match(/`[^`]+`/g)?.map((quoted) => quoted.slice(1, -1)) ?? [];
    const talks = row('talks');
    const papers = row('papers');
    expect(talks.length).toBeGreaterThan(3);
    expect(papers.length).toBeGreaterThan(3);
    const query = `{ ${talks.map((id, i) => `t${i}: talk(id: ${JSON.stringify(id)}) { id }`).join(' ')} papersByIds(ids: ${JSON.stringify(papers)}) { id } }`;
    const response = await fetch(seeded.server.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    const answer = (await response.json()) as { data: Record<string, { id: string } | { id: string }[] | null> };
    for (let i = 0; i < talks.length; i += 1) expect(answer.data[`t${i}`]).toEqual({ id: talks[i] });
    expect(answer.data.papersByIds).toEqual(papers.map((id) => ({ id })));
  });
});

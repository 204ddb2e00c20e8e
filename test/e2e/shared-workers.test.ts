/**
 * Requests share the translator's chains, the language detector and the encoder: over HTTP, on
 * the real engines, Apertium and encoder, anonymous queries full of Apertium's stream-format
 * characters sent beside another key's private Spanish queries never hand one request's text or
 * results to another (issue #47: a query ending in `^` used to shift every later answer by one).
 */
import { createServices, Services } from '../../src/app/services';
import { readJsonLines } from '../../src/common/json-lines';
import { loadConfig } from '../../src/config/config';
import { ingest } from '../../src/ingest/pipeline';
import { startServer, RunningServer } from '../../src/api/server';
import { repoPath } from '../../src/common/repo-path';
import { closeServices, graphqlClient, openEmptyStores, testKey, TestStores } from '../integration/harness';

const FIXTURE = repoPath('test', 'fixtures', 'ranking-corpus.jsonl');

interface Reading {
  errors?: unknown;
  data?: { recommendCitations: { crossLingual: { queryLanguage: string; translation: string | null } | null; edges: { node: { paper: { id: string } } }[] } };
}

describe('shared workers under concurrent, hostile requests', () => {
  let stores: TestStores;
  let server: RunningServer;
  /** The same stores behind services of their own (fresh caches, chains, encoder): each query asked alone. */
  let aloneServices: Services;
  let aloneServer: RunningServer;
  let key: string;
  const anonymous = graphqlClient(() => server.url);
  const aloneClient = graphqlClient(
    () => aloneServer.url,
    () => key,
  );
  const keyed = graphqlClient(
    () => server.url,
    () => key,
  );
  const ask = (client: typeof anonymous, context: string) =>
    client('query ($context: FreeText!) { recommendCitations(input: {context: $context, year: 2020}, first: 5) { crossLingual { queryLanguage translation } edges { node { paper { id } } } } }', {
      context,
    }) as Promise<Reading>;

  // The test is about who gets which answer, not speed: 30 requests at once on a busy machine may
  // take longer than the default budget, and the first ones load the models.
  const env = { ...process.env, REFGRAPH_ANONYMOUS_READ: 'true', REFGRAPH_REQUEST_TIMEOUT_MS: '120000' };

  beforeAll(async () => {
    stores = await openEmptyStores('shared-workers', env);
    await ingest(stores.targets, readJsonLines(FIXTURE), { name: FIXTURE, format: 'jsonl' });
    server = await startServer(stores.services, { port: 0 });
    key = await testKey(stores.services, 'reader');
    aloneServices = createServices(loadConfig({ ...env, REFGRAPH_ES_INDEX_PREFIX: 'test-shared-workers' }));
    aloneServer = await startServer(aloneServices, { port: 0 });
  });
  afterAll(async () => {
    await Promise.all([server.stop(), aloneServer.stop()]);
    await Promise.all([closeServices(stores.services), closeServices(aloneServices)]);
  });

  it("answers each private query with its own translation and results while stream-format queries run beside it", async () => {
    const privateQueries = Array.from({ length: 20 }, (_, i) => `Consulta privada ${7300 + i}: redes neuronales que aprenden representaciones distribuidas de las palabras`);
    const hostile = Array.from({ length: 10 }, (_, i) => ['la traducción automática de frases ^', 'modelos de lenguaje $^', 'redes [neuronales] ^\\', 'datos <x> {y} @z ^#*', 'hola\u0000^'][i % 5]!);

    const alone: Reading[] = [];
    for (const text of privateQueries) alone.push(await ask(aloneClient, text));
    expect(alone[0]!.errors).toBeUndefined();
    expect(alone[0]!.data!.recommendCitations.crossLingual!.queryLanguage).toBe('ES');

    const [privateAnswers, hostileAnswers] = await Promise.all([
      Promise.all(privateQueries.map((text) => ask(keyed, text))),
      Promise.all(hostile.map((text) => ask(anonymous, text))),
    ]);
    privateAnswers.forEach((answer, i) => {
      expect(answer.errors).toBeUndefined();
      const translation = answer.data!.recommendCitations.crossLingual!.translation!;
      expect(translation).toContain(String(7300 + i));
      expect(translation.match(/73\d\d/g)).toEqual([String(7300 + i)]);
    });
    // Translation, language, vector and ranking: each private answer is what its query gets alone.
    expect(privateAnswers).toEqual(alone);
    // What a hostile client reads (its data and error messages; request ids are random hex) holds nothing of theirs.
    for (const answer of hostileAnswers) {
      const read = JSON.stringify({ data: answer.data ?? null, messages: ((answer.errors ?? []) as { message: string }[]).map((error) => error.message) });
      expect(read).not.toMatch(/\b73\d\d\b|privada|private/i);
    }
  });
});

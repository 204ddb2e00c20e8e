/**
 * The embedder's shared query vectors (embed/embedder.ts) on the real encoder and embedding
 * cache: requests asking for the same text at once encode it once, a text is never answered with
 * another's vector (texts alike but for a character, a NUL, another role), a talk asked again is
 * neither encoded nor read from PostgreSQL, and a request that joined another's encoding still
 * gets its vector when that other request is abandoned.
 */
import { runInRequestScope } from '../../src/common/request-scope';
import { createEmbedder } from '../../src/embed';
import type { Embedder } from '../../src/embed';
import { closeServices, openEmptyStores, TestStores } from './harness';

const MODEL = 'multilingual-e5-small-int8';

function requestScope(requestId: string): { scope: Parameters<typeof runInRequestScope>[0]; abort: () => void } {
  const controller = new AbortController();
  return { scope: { requestId, signal: controller.signal, endsAt: Date.now() + 60_000 }, abort: () => controller.abort() };
}

describe('shared query vectors', () => {
  let stores: TestStores;
  let embedder: Embedder;
  beforeAll(async () => {
    stores = await openEmptyStores('query-vector-cache');
    embedder = await createEmbedder(stores.services.prisma, stores.services.config.embedding, MODEL);
  });
  afterAll(async () => {
    await embedder.close();
    await closeServices(stores.services);
  });
  afterEach(() => jest.restoreAllMocks());

  it('encodes a text asked for by ten requests at once once, and gives each the same vector', async () => {
    const encode = jest.spyOn(embedder.encoders[0]!, 'encode');
    const text = 'graph neural networks for citation recommendation, asked ten times at once';
    const vectors = await Promise.all(Array.from({ length: 10 }, (_, i) => runInRequestScope(requestScope(`r${i}`).scope, () => embedder.text(text, 'query'))));
    expect(encode).toHaveBeenCalledTimes(1);
    const [expected] = await embedder.encodeUncached([text], 'query');
    for (const vector of vectors) expect(Array.from(vector)).toEqual(Array.from(expected!));
  });

  it("never answers a text with another's vector: texts differing by a character, a NUL or the role", async () => {
    const texts = ['citation context A', 'citation context B', 'citation\u0000context A', 'citation context A ', '"]["query","single","x'];
    const asked = await Promise.all([...texts.map((text) => embedder.text(text, 'query')), embedder.text(texts[0]!, 'passage'), ...texts.map((text) => embedder.text(text, 'query'))]);
    // Each encoded alone, as text() encodes it: a batch pads its texts to one length, and the int8 model's floats then differ in the last digits.
    const alone = await Promise.all(texts.map(async (text) => (await embedder.encodeUncached([text], 'query'))[0]!));
    const [passage] = await embedder.encodeUncached([texts[0]!], 'passage');
    texts.forEach((_, i) => {
      expect(Array.from(asked[i]!)).toEqual(Array.from(alone[i]!));
      expect(Array.from(asked[texts.length + 1 + i]!)).toEqual(Array.from(alone[i]!));
    });
    expect(Array.from(asked[texts.length]!)).toEqual(Array.from(passage!));
    expect(Array.from(passage!)).not.toEqual(Array.from(alone[0]!));
  });

  it('reads a talk asked again from memory: no encoding, no PostgreSQL read', async () => {
    const talk = { id: 't-cache', title: 'Citation graphs', year: 2020, transcript: 'We study how papers cite each other. '.repeat(200) };
    const first = await embedder.talk(talk);
    const encodeLong = jest.spyOn(embedder.encoders[0]!, 'encodeLong');
    const read = jest.spyOn(stores.services.prisma.embedding, 'findMany');
    const again = await Promise.all([embedder.talk(talk), embedder.talk({ ...talk, id: 'same-text-other-id' })]);
    expect(encodeLong).not.toHaveBeenCalled();
    expect(read).not.toHaveBeenCalled();
    for (const vector of again) expect(Array.from(vector)).toEqual(Array.from(first));
    const changed = await embedder.talk({ ...talk, transcript: `${talk.transcript} One more sentence.` });
    expect(encodeLong).toHaveBeenCalledTimes(1);
    expect(Array.from(changed)).not.toEqual(Array.from(first));
  });

  it('gives a request that joined an abandoned request’s encoding its vector all the same', async () => {
    const text = 'a query whose first asker goes away';
    const first = requestScope('first');
    const second = requestScope('second');
    const abandoned = runInRequestScope(first.scope, () => embedder.text(text, 'query'));
    const joined = runInRequestScope(second.scope, () => embedder.text(text, 'query'));
    first.abort();
    await abandoned.catch(() => undefined);
    const [expected] = await embedder.encodeUncached([text], 'query');
    expect(Array.from(await joined)).toEqual(Array.from(expected!));
  });
});

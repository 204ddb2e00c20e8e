/**
 * The role a citation query's text is encoded in, on the real encoder and embedding cache:
 * passage by default (REFGRAPH_CITATION_QUERY_ROLE), query when configured or asked for.
 */
import { textQuery } from '../../src/rank/queries';
import { closeServices, openEmptyStores, TestStores } from './harness';

const CONTEXT = { text: 'Transformers replace recurrence with attention over all positions of a sentence.', year: 2020, authorIds: [], excludeIds: [] };

describe('citation query encoding', () => {
  const opened: TestStores[] = [];
  afterAll(async () => Promise.all(opened.map((stores) => closeServices(stores.services))));

  async function embedderWith(role: string) {
    const stores = await openEmptyStores(`query-encoding-${role}`, { ...process.env, REFGRAPH_CITATION_QUERY_ROLE: role });
    opened.push(stores);
    return (await stores.services.embedder())!;
  }

  it('encodes the text as a passage by default, as a query when configured, and as asked when the caller says', async () => {
    const passageEmbedder = await embedderWith('passage');
    const [asPassage] = await passageEmbedder.encoders[0]!.encode([CONTEXT.text], 'passage');
    const [asQuery] = await passageEmbedder.encoders[0]!.encode([CONTEXT.text], 'query');
    expect(asPassage).not.toEqual(asQuery);

    expect((await textQuery(CONTEXT, passageEmbedder, {})).vector).toEqual(asPassage);
    expect((await textQuery(CONTEXT, passageEmbedder, {}, 'query')).vector).toEqual(asQuery);
    expect((await textQuery(CONTEXT, await embedderWith('query'), {})).vector).toEqual(asQuery);
  });
});

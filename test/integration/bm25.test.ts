/**
 * The BM25 stage scores a paper as one document (title + abstract), as Lucene's BM25 over one
 * field would (issue #27), and reads titles translated at indexing (issue #24), on the real
 * Elasticsearch with Apertium.
 */
import { ingest } from '../../src/ingest/pipeline';
import { bm25Hits } from '../../src/rank/bm25-request';
import { TITLE_WEIGHT } from '../../src/search/bm25-query';
import { bm25ParametersOf } from '../../src/search/bm25-parameters';
import { paperLanguageCounts } from '../../src/search/paper-languages';
import { bm25PaperTitles, searchBm25, searchPapers } from '../../src/search/paper-search';
import { bm25PaperQuery } from '../../src/search/bm25-query';
import { LongQueryTermCache, pickLongQueryTerms, prepareBm25Query } from '../../src/search/long-query-terms';
import { LanguageCountCache } from '../../src/search/paper-languages';
import { closeServices, openEmptyStores, TestStores } from './harness';

const QUERY = 'graph neural networks for citation recommendation';

// `together` matches every query word, across its title and abstract; `titleOnly` matches three of
// them, all in its title. The others give the words their document frequencies.
const PAPERS = [
  { id: 'together', title: 'Citation recommendation', abstract: 'We rank candidate references with graph neural networks over the citation graph.' },
  { id: 'titleOnly', title: 'Graph neural networks', abstract: 'A survey of message passing architectures and their expressive power.' },
  { id: 'filler1', title: 'Protein folding at scale', abstract: 'Structure prediction from sequences with attention.' },
  { id: 'filler2', title: 'Coral reef bleaching', abstract: 'Marine heatwaves and the recovery of reefs.' },
  { id: 'filler3', title: 'Query languages for databases', abstract: 'Relational algebra, datalog and their evaluation.' },
  { id: 'filler4', title: 'Economia blava a la Mediterrània', abstract: 'Pesca, turisme i transport marítim sostenibles.' },
];

describe('BM25 over title and abstract as one document', () => {
  let stores: TestStores;
  const reference = 'test-bm25-reference';

  beforeAll(async () => {
    stores = await openEmptyStores('bm25');
    const lines = async function* () {
      let line = 0;
      for (const paper of PAPERS) yield { line: ++line, value: { kind: 'paper', ...paper, year: 2020, language: 'en' } };
    };
    await ingest(stores.targets, lines(), { name: 'inline', format: 'jsonl' });
    await stores.services.elasticsearch.indices.refresh({ index: stores.services.paperIndex });
  });
  afterAll(async () => {
    await stores.services.elasticsearch.indices.delete({ index: reference, ignore_unavailable: true });
    await closeServices(stores.services);
  });

  it('ranks the paper matching the query across title and abstract above the one matching only title words', async () => {
    const { elasticsearch, paperIndex } = stores.services;
    const hits = await searchPapers(elasticsearch, paperIndex, { text: QUERY, size: 10 });
    expect(hits.map((h) => h.paperId).slice(0, 2)).toEqual(['together', 'titleOnly']);

    // Scoring fields apart and keeping the best (the query before #27) gets these two the other way round.
    const bestField = await elasticsearch.search({
      index: paperIndex,
      query: { multi_match: { query: QUERY, fields: ['title.en^2', 'abstract.en'], type: 'best_fields', tie_breaker: 0.3 } },
      _source: false,
    });
    expect(bestField.hits.hits.map((h) => h._id).slice(0, 2)).toEqual(['titleOnly', 'together']);
  });

  it('scores as Lucene BM25 over one field holding the title (weighted) and the abstract: same order, same scores', async () => {
    const { elasticsearch, paperIndex } = stores.services;
    const bm25 = (await bm25ParametersOf(elasticsearch, paperIndex))!;
    await elasticsearch.indices.create({
      index: reference,
      settings: { number_of_shards: 1, number_of_replicas: 0, index: { similarity: { default: { type: 'BM25', k1: bm25.k1, b: bm25.b } } } },
      mappings: { properties: { text: { type: 'text', analyzer: 'english' } } },
    });
    await elasticsearch.bulk({
      refresh: true,
      operations: PAPERS.flatMap((p) => [{ index: { _index: reference, _id: p.id } }, { text: [...Array<string>(TITLE_WEIGHT).fill(p.title), p.abstract].join('\n') }]),
    });
    const expected = await elasticsearch.search({ index: reference, query: { match: { text: QUERY } }, _source: false });
    const hits = await searchPapers(elasticsearch, paperIndex, { text: QUERY, size: 10, languages: ['en'] });
    expect(hits.map((h) => h.paperId)).toEqual(expected.hits.hits.map((h) => h._id));
    // Scores too: one field's term frequencies and length, and its document frequencies (a word in
    // one paper's title and another's abstract counts for both, which BM25F over title and abstract
    // as two fields does not count).
    expect(hits.map((h) => h.score.toFixed(4))).toEqual(expected.hits.hits.map((h) => h._score!.toFixed(4)));
  });

  it('reads a query the detector cannot place under the library’s language, a language filter’s when one is given', async () => {
    const { elasticsearch, paperIndex } = stores.services;
    expect(await paperLanguageCounts(elasticsearch, paperIndex)).toEqual([{ language: 'en', papers: PAPERS.length }]);
    const engines = { search: { client: elasticsearch, index: paperIndex }, languages: { detect: () => null }, caches: { longQueryTerms: new LongQueryTermCache(60_000), languageCounts: new LanguageCountCache(60_000) } };
    const text = 'economia blava';
    const under = (languages: ('en' | 'es' | 'ca')[]) => searchPapers(elasticsearch, paperIndex, { text, size: 10, languages });
    expect(await under(['en'])).not.toEqual(await under(['en', 'es', 'ca']));
    expect(await bm25Hits(engines, { text, filters: {} }, 10, {})).toEqual(await under(['en']));
    expect(await bm25Hits(engines, { text, filters: { languages: ['ca'] } }, 10, {})).toEqual(await under(['ca']));
    // Placed by the cross-lingual step (a short query the translator's dictionaries placed): read in that language alone.
    expect(await bm25Hits(engines, { text, filters: {}, readingLanguage: 'ca' }, 10, {})).toEqual(await under(['ca']));
  });

  it('gives the titles of the best BM25 papers in the order of their hits', async () => {
    const { elasticsearch, paperIndex } = stores.services;
    const query = bm25PaperQuery(QUERY, ['en']);
    const hits = await searchBm25(elasticsearch, paperIndex, query, 3);
    const titles = await bm25PaperTitles(elasticsearch, paperIndex, query, 3);
    expect(titles.map((t) => t.paperId)).toEqual(hits.map((h) => h.paperId));
    expect(titles[0]).toEqual({ paperId: 'together', title: 'Citation recommendation' });
    expect(await bm25PaperTitles(elasticsearch, paperIndex, bm25PaperQuery('xyzzy plugh', ['en']), 3)).toEqual([]);
  });

  it('finds an English paper from a Spanish or Catalan query through its title translated at indexing', async () => {
    const { elasticsearch, paperIndex } = stores.services;
    const indexed = await elasticsearch.get<{ titleTranslations?: Record<string, string> }>({ index: paperIndex, id: 'together' });
    expect(indexed._source?.titleTranslations).toEqual({ es: expect.stringMatching(/recomendación/i), ca: expect.stringMatching(/recomanació/i) });
    const first = async (text: string, language: 'es' | 'ca') => (await searchPapers(elasticsearch, paperIndex, { text, size: 10, languages: [language] }))[0]?.paperId;
    // Neither query shares a word with any paper as written.
    expect(await first('Sistemas de recomendación de citas', 'es')).toBe('together');
    expect(await first('Sistemes de recomanació de cites', 'ca')).toBe('together');
  });

  it("searches a long text by the terms more_like_this picked, kept, with more_like_this's very hits and scores", async () => {
    const { elasticsearch, paperIndex } = stores.services;
    const sentences = PAPERS.map((p) => `${p.title}. ${p.abstract}`);
    // Over LONG_QUERY_CHARACTERS (2,000): a transcript-like text repeating the graph paper's words most.
    const text = [...Array<string>(30).fill(sentences[0]!), ...sentences].join(' ');
    const picked = await pickLongQueryTerms(elasticsearch, paperIndex, text, 'en');
    expect(picked!.length).toBeGreaterThan(5);
    expect(picked!.every(({ field }) => field === 'title.en' || field === 'abstract.en')).toBe(true);

    const cache = new LongQueryTermCache(60_000);
    const pick = jest.spyOn(elasticsearch.indices, 'validateQuery');
    const prepared = await prepareBm25Query(elasticsearch, paperIndex, { text, languages: ['en'] }, cache);
    expect(await prepareBm25Query(elasticsearch, paperIndex, { text, languages: ['en'] }, cache)).toEqual(prepared);
    expect(pick).toHaveBeenCalledTimes(1);
    pick.mockRestore();
    expect(JSON.stringify(prepared)).not.toContain('more_like_this');

    const moreLikeThis = await prepareBm25Query(elasticsearch, paperIndex, { text, languages: ['en'] });
    expect(JSON.stringify(moreLikeThis)).toContain('more_like_this');
    const withPicked = await searchBm25(elasticsearch, paperIndex, prepared, 10);
    expect(withPicked.length).toBeGreaterThan(2);
    expect(withPicked).toEqual(await searchBm25(elasticsearch, paperIndex, moreLikeThis, 10));
  });
});

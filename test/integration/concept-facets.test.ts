/**
 * Facets equal their filters, and counts count matches (issue #50), on the real engines and
 * encoder: the concept corpus (14 papers in ca, es, en, fr and one undetermined), calibrated on
 * its labels (so CALIBRATED and the relevance floor exist). Every facet value of several queries,
 * in every mode, with and without a threshold, monolingual and cross-lingual, is given back as a
 * filter and must return exactly the hits it counted; at a depth of 5 (the matches cut off) the
 * count must say AT_LEAST and a filter may only find more.
 */
import { conceptEngines } from '../../src/app/services';
import { calibrateAndStore, checkedConceptQuery, DEFAULT_MIN_RELEVANT, ConceptEngines, ConceptHit, ConceptQueryInput, ConceptSearchResult, searchConcepts } from '../../src/concepts';
import { ingest } from '../../src/ingest/pipeline';
import { readJsonLines } from '../../src/common/json-lines';
import { repoPath } from '../../src/common/repo-path';
import { closeServices, openEmptyStores, TestStores } from './harness';

const CORPUS = repoPath('test', 'fixtures', 'concept-corpus.jsonl');
const LABELS = repoPath('test', 'fixtures', 'concept-labels.jsonl');
const OFF_TOPIC = repoPath('test', 'fixtures', 'concept-off-topic.jsonl');

const QUERIES = [
  { text: 'energía nuclear', languages: ['es'] },
  { text: 'cancer', languages: ['en'] },
  { text: 'economia blava', languages: ['ca'] },
];
const MODES = ['LEXICAL', 'DENSE', 'HYBRID'] as const;
const THRESHOLDS = [{ kind: 'none' }, { kind: 'calibrated' }, { kind: 'fixed', cosine: 0.85 }] as const;

type Filter = NonNullable<ConceptQueryInput['filter']>;

/** The hits a facet counts: the passing ones with a threshold, else all. */
const counted = (result: ConceptSearchResult, hits: readonly ConceptHit[] = result.hits) =>
  hits.filter((h) => result.thresholdScore === null || h.passed === true).map((h) => h.paperId).sort();

describe('concept search: counts and facets that filter to their counts', () => {
  let stores: TestStores;
  let engines: ConceptEngines;

  beforeAll(async () => {
    stores = await openEmptyStores('concept-facets');
    await ingest(stores.targets, readJsonLines(CORPUS), { name: CORPUS, format: 'jsonl' });
    engines = conceptEngines(stores.services);
    const request = { labelsFile: LABELS, offTopicFile: OFF_TOPIC, perQueryLanguage: true, minRelevant: DEFAULT_MIN_RELEVANT, depth: 100 };
    await calibrateAndStore(engines, stores.services.prisma, request, () => {});
  });
  afterAll(async () => closeServices(stores.services));

  const search = (input: Omit<ConceptQueryInput, 'text' | 'languages'> & { text: string; languages: string[] }) => searchConcepts(engines, checkedConceptQuery(input));

  it('counts DENSE and HYBRID matches above the stored relevance floor, LEXICAL ones as Elasticsearch does, exactly when nothing was cut off', async () => {
    const floor = (await stores.services.prisma.conceptThreshold.findFirstOrThrow({ where: { language: '*' } })).floor!;
    expect(floor).toEqual(expect.any(Number));
    for (const mode of ['DENSE', 'HYBRID'] as const) {
      const result = await search({ text: 'energía nuclear', languages: ['es'], crossLingual: true, mode, threshold: { kind: 'none' }, depth: 100 });
      expect(result.floor).toBe(floor);
      expect(result.hits.every((h) => h.margin! >= floor)).toBe(true);
      // Fewer than the corpus' 14 papers: the floor, not the depth, decides the count.
      expect(result.total).toEqual({ value: result.hits.length, relation: 'EXACT' });
      expect(result.hits.length).toBeLessThan(14);
      const cut = await search({ text: 'energía nuclear', languages: ['es'], crossLingual: true, mode, threshold: { kind: 'none' }, depth: 2 });
      expect(cut.total).toEqual({ value: 2, relation: 'AT_LEAST' });
    }
    const lexical = await search({ text: 'nuclear', languages: ['en'], crossLingual: true, mode: 'LEXICAL', threshold: { kind: 'none' }, depth: 2 });
    expect(lexical.hits).toHaveLength(2);
    expect(lexical.total.value).toBeGreaterThan(2);
    expect(lexical.total.relation).toBe('EXACT');
    expect(lexical.floor).toBeNull();
  });

  it.each(MODES)('%s: every facet value, given back as a filter, returns exactly the hits it counted (any threshold, mono- and cross-lingual)', async (mode) => {
    let compared = 0;
    for (const query of QUERIES) {
      for (const threshold of THRESHOLDS) {
        for (const crossLingual of [false, true]) {
          for (const depth of [100, 5]) {
            const base = { text: query.text, languages: query.languages, crossLingual, mode, threshold, depth };
            const result = await search(base);
            const filters: { filter: Filter; counted: string[]; count: number }[] = [
              ...result.facets.languages.map((b) => ({ filter: { languages: [b.value] }, counted: counted(result, result.hits.filter((h) => h.language === b.value)), count: b.count })),
              ...result.facets.years.map((b) => ({ filter: { yearFrom: b.value, yearTo: b.value }, counted: counted(result, result.hits.filter((h) => h.year === b.value)), count: b.count })),
              ...result.facets.yearRanges.map((r) => ({ filter: { yearFrom: r.from, yearTo: r.to }, counted: counted(result, result.hits.filter((h) => h.year >= r.from && h.year <= r.to)), count: r.count })),
              ...result.facets.fieldsOfStudy.map((b) => ({ filter: { fieldsOfStudy: [b.value] }, counted: counted(result, result.hits.filter((h) => h.fieldsOfStudy.includes(b.value))), count: b.count })),
            ];
            for (const { filter, counted: ids, count } of filters) {
              expect(ids).toHaveLength(count);
              const filtered = await search({ ...base, filter });
              const context = { query: query.text, mode, threshold: threshold.kind, crossLingual, depth, filter };
              if (result.total.relation === 'EXACT' || (mode === 'LEXICAL' && result.hits.length === result.total.value)) {
                expect({ ...context, hits: counted(filtered) }).toEqual({ ...context, hits: ids });
                if (threshold.kind === 'none') expect({ ...context, total: filtered.total }).toEqual({ ...context, total: { value: count, relation: 'EXACT' } });
                else expect({ ...context, passed: filtered.passedCount }).toEqual({ ...context, passed: count });
              } else {
                // The base search stopped before its matches ran out: a filter may find more of them, never fewer.
                expect({ ...context, atLeast: counted(filtered).length >= count }).toEqual({ ...context, atLeast: true });
              }
              compared += 1;
            }
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(50);
  });
});

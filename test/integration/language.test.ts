/**
 * Language detection: CLD3 (WebAssembly, no engines needed) on real texts, and at ingestion into
 * PostgreSQL and Elasticsearch for records that give no language.
 */
import { ingest } from '../../src/ingest/pipeline';
import { readJsonLines } from '../../src/common/json-lines';
import { LanguageDetector, loadCld3Identifier } from '../../src/language';
import { repoPath } from '../../src/common/repo-path';
import { paperFacts } from '../../src/search/paper-facts';
import { closeServices, openEmptyStores, TestStores } from './harness';

/** Papers and a talk without any language field (abstracts written for the tests). */
const FIXTURE = repoPath('test', 'fixtures', 'concept-corpus.jsonl');

describe('CLD3 behind the decision policy', () => {
  let detector: LanguageDetector;
  beforeAll(async () => (detector = new LanguageDetector(await loadCld3Identifier())));
  afterAll(() => detector.close());

  it('tells Catalan, Spanish and English apart on an abstract', () => {
    expect(detector.detect("Els anticossos que bloquegen el receptor PD-1 alliberen els frens dels limfòcits T i permeten que el sistema immunitari ataqui les cèl·lules tumorals.")).toBe('ca');
    expect(detector.detect('Los anticuerpos que bloquean el receptor PD-1 liberan los frenos de los linfocitos T y permiten que el sistema inmunitario ataque las células tumorales.')).toBe('es');
    expect(detector.detect('Antibodies that block the PD-1 receptor release the brakes on T cells and let the immune system attack tumour cells.')).toBe('en');
  });

  it('leaves short titles unknown rather than guessing (CLD3 alone calls this one Catalan, p = 0.999)', () => {
    expect(detector.decide('Okapi at TREC-3')).toMatchObject({ language: null, reason: 'too short' });
    expect(detector.detect('economia blava')).toBeNull();
  });
});

describe('language detection at ingestion', () => {
  let stores: TestStores;
  beforeAll(async () => (stores = await openEmptyStores('language')));
  afterAll(async () => closeServices(stores.services));

  const run = () => ingest(stores.targets, readJsonLines(FIXTURE), { name: FIXTURE, format: 'jsonl' });

  const storedLanguages = async () => {
    const { prisma, elasticsearch, paperIndex } = stores.services;
    const papers = await prisma.paper.findMany({ select: { id: true, language: true }, orderBy: { id: 'asc' } });
    const facts = await paperFacts(elasticsearch, paperIndex, papers.map((p) => p.id), { vectors: false });
    return {
      postgres: Object.fromEntries(papers.map((p) => [p.id, p.language])),
      elasticsearch: Object.fromEntries(papers.map((p) => [p.id, facts.get(p.id)?.language])),
      talks: Object.fromEntries((await prisma.talk.findMany()).map((t) => [t.id, t.language])),
    };
  };

  it('stores the detected language in PostgreSQL and Elasticsearch, and null when unsure', async () => {
    const report = await run();
    expect(report.errors).toEqual([]);
    const expected = {
      'blue-ca': 'ca', 'blue-en': 'en', 'blue-es': 'es',
      'cancer-ca': 'ca', 'cancer-en': 'en', 'cancer-es': 'es',
      'nuclear-ca': 'ca', 'nuclear-en': 'en', 'nuclear-es': 'es', 'nuclear-fr': 'fr',
      'okapi-title-only': null,
      'translation-ca': 'ca', 'translation-en': 'en', 'translation-es': 'es',
    };
    expect(await storedLanguages()).toEqual({ postgres: expected, elasticsearch: expected, talks: { 'talk-nuclear-es': 'es' } });
  });

  it('is idempotent: re-ingesting the file changes no row and no indexed document', async () => {
    const { prisma, elasticsearch, paperIndex } = stores.services;
    const rows = () => prisma.paper.findMany({ omit: { updatedAt: true }, orderBy: { id: 'asc' } });
    const versions = async () => (await elasticsearch.search({ index: paperIndex, size: 100, seq_no_primary_term: true, _source: false })).hits.hits.map((h) => [h._id, h._seq_no]).sort();
    const [rowsBefore, versionsBefore, languagesBefore] = [await rows(), await versions(), await storedLanguages()];
    await run();
    expect(await rows()).toEqual(rowsBefore);
    expect(await versions()).toEqual(versionsBefore);
    expect(await storedLanguages()).toEqual(languagesBefore);
  });
});

/**
 * Papers' titles are translated once: indexing keeps each rendering in PostgreSQL, and a rebuild
 * of the index reads them back instead of running the translator again (real engines, Apertium).
 * Titles of undetermined language ('und') are translated and read as the library's main language's.
 */
import { rankEngines } from '../../src/app/services';
import { ingest } from '../../src/ingest/pipeline';
import { crossLingualQuery } from '../../src/rank/stages/cross-lingual-expansion';
import { reindex } from '../../src/projections';
import type { TitleTranslator } from '../../src/projections';
import { closeServices, openEmptyStores, TestStores } from './harness';

const PAPERS = [
  { id: 'linking', title: 'Learning to link entities with a knowledge base' },
  { id: 'translation', title: 'Statistical machine translation' },
  { id: 'again', title: 'Statistical machine translation' },
];

describe('title translations kept in PostgreSQL', () => {
  let stores: TestStores;
  const asked: string[] = [];

  beforeAll(async () => {
    stores = await openEmptyStores('titletr');
    const apertium = stores.targets.titleTranslator!;
    const counting: TitleTranslator = {
      name: apertium.name,
      translate: (titles, from, to) => {
        asked.push(...titles.map((title) => `${from}>${to} ${title}`));
        return apertium.translate(titles, from, to);
      },
    };
    stores.targets = { ...stores.targets, titleTranslator: counting };
    const lines = async function* () {
      let line = 0;
      for (const paper of PAPERS) yield { line: ++line, value: { kind: 'paper', ...paper, year: 2020, language: 'en' } };
    };
    await ingest(stores.targets, lines(), { name: 'inline', format: 'jsonl' });
  });
  afterAll(async () => closeServices(stores.services));

  const indexedTranslations = async (id: string) =>
    (await stores.services.elasticsearch.get<{ titleTranslations?: Record<string, string> }>({ index: stores.services.paperIndex, id }))._source?.titleTranslations;

  it('translates each distinct title once per language pair, and keeps the renderings', async () => {
    expect(asked.sort()).toEqual(
      ['en>ca Learning to link entities with a knowledge base', 'en>ca Statistical machine translation', 'en>es Learning to link entities with a knowledge base', 'en>es Statistical machine translation'].sort(),
    );
    expect(await stores.services.prisma.titleTranslation.count()).toBe(4);
    expect(await indexedTranslations('again')).toEqual(await indexedTranslations('translation'));
    expect((await indexedTranslations('linking'))?.es).toMatch(/entidades/);
  });

  it('translates a title the detector could not place from the library’s main language', async () => {
    // A short title with no language given is labelled 'und' at ingestion; AAN's 11,965 such titles went untranslated.
    const lines = async function* () {
      yield { line: 1, value: { kind: 'paper', id: 'short', title: 'Neural parsing', year: 2021 } };
    };
    await ingest(stores.targets, lines(), { name: 'short', format: 'jsonl' });
    expect((await stores.services.prisma.paper.findUniqueOrThrow({ where: { id: 'short' } })).language).toBe('und');
    expect(asked).toEqual(expect.arrayContaining(['en>es Neural parsing', 'en>ca Neural parsing']));
    expect((await indexedTranslations('short'))?.es).toBeTruthy();
  });

  it('takes a Spanish query’s neighbours among the papers of undetermined language too, as main-language ones', async () => {
    const query = { text: 'Análisis sintáctico neuronal', vector: null, year: 2022, maxYear: 2022, excludeIds: [], authorIds: [], filters: {} };
    const { reading } = await crossLingualQuery(await rankEngines(stores.services), query, 'es', 'en');
    expect(reading?.neighbourTitles[0]).toBe('Neural parsing');
  });

  it('rebuilds the index from the kept renderings without translating again', async () => {
    const before = await indexedTranslations('linking');
    asked.length = 0;
    await reindex(stores.targets, 'elasticsearch');
    expect(asked).toEqual([]);
    expect(await indexedTranslations('linking')).toEqual(before);
  });
});

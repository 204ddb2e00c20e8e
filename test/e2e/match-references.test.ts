/**
 * matchReferences over HTTP on the real engines (issue #48): a pasted BibTeX library's entries,
 * held or missing, in file order, with how each matched; bad entries named by line; the caps;
 * and the held papers used at once as recommendFromPapers seeds.
 */
import { readJsonLines } from '../../src/common/json-lines';
import { ingest } from '../../src/ingest/pipeline';
import { startServer, RunningServer } from '../../src/api/server';
import { repoPath } from '../../src/common/repo-path';
import { closeServices, graphqlClient, nodes, openEmptyStores, OPEN_DEMO, TestStores } from '../integration/harness';

const FIXTURE = repoPath('test', 'fixtures', 'ranking-corpus.jsonl');

/** Five entries as Google Scholar, the ACL Anthology and arXiv export them: four the corpus holds, one it does not. */
const LIBRARY = `@article{bengio2003neural,
  title={A neural probabilistic language model},
  author={Bengio, Yoshua and Ducharme, R{\\'e}jean and Vincent, Pascal and Jauvin, Christian},
  journal={Journal of machine learning research},
  volume={3},
  pages={1137--1155},
  year={2003}
}

@article{mikolov2013distributed,
  title={Distributed representations of words and phrases and their compositionality},
  author={Mikolov, Tomas and Sutskever, Ilya and Chen, Kai and Corrado, Greg S and Dean, Jeff},
  journal={Advances in neural information processing systems},
  volume={26},
  year={2013}
}

@inproceedings{pennington-etal-2014-glove,
    title = "{G}lo{V}e: Global Vectors for Word Representation",
    author = "Pennington, Jeffrey  and Socher, Richard  and Manning, Christopher",
    booktitle = "Proceedings of the 2014 Conference on Empirical Methods in Natural Language Processing ({EMNLP})",
    year = "2014",
    url = "https://aclanthology.org/D14-1162",
    pages = "1532--1543"
}

@article{devlin2018bert,
  title={Bert: Pre-training of deep bidirectional transformers for language understanding},
  author={Devlin, Jacob and Chang, Ming-Wei and Lee, Kenton and Toutanova, Kristina},
  journal={arXiv preprint arXiv:1810.04805},
  year={2018}
}

@misc{kingma2014adam,
  title={Adam: A Method for Stochastic Optimization},
  author={Diederik P. Kingma and Jimmy Ba},
  year={2014},
  eprint={1412.6980},
  archivePrefix={arXiv}
}
`;

const FIELDS = 'held missing invalid paperIds entries { line key status matchedBy paper { id year } imported { title year doi externalIds record { type containerTitle pages authors { name { family given } } } } errors { line recordId field code message } }';

describe('matchReferences', () => {
  let stores: TestStores;
  let server: RunningServer;
  const query = graphqlClient(() => server.url);
  const match = (text: string, format = 'BIBTEX') => query(`query($text: LibraryText!) { matchReferences(text: $text, format: ${format}) { ${FIELDS} } }`, { text });

  beforeAll(async () => {
    stores = await openEmptyStores('match-references', { ...process.env, ...OPEN_DEMO, REFGRAPH_MAX_LIBRARY_ENTRIES: '6', REFGRAPH_MAX_LIBRARY_CHARACTERS: '5000' });
    await ingest(stores.targets, readJsonLines(FIXTURE), { name: FIXTURE, format: 'jsonl' });
    server = await startServer(stores.services, { port: 0 });
  });
  afterAll(async () => {
    await server.stop();
    await closeServices(stores.services);
  });

  it('finds the held papers of a pasted library, in file order, and they seed recommendFromPapers', async () => {
    const papers = await stores.services.prisma.paper.count();
    const result = await match(LIBRARY);
    expect(result.errors).toBeUndefined();
    const answer = result.data!.matchReferences;
    expect(answer).toMatchObject({ held: 4, missing: 1, invalid: 0, paperIds: ['bengio2003neural', 'mikolov2013distributed', 'pennington2014glove', 'devlin2019bert'] });
    expect(answer.entries.map((e: { line: number; key: string; status: string; matchedBy: string | null; paper: { id: string } | null }) => [e.line, e.key, e.status, e.matchedBy, e.paper?.id ?? null])).toEqual([
      [1, 'bengio2003neural', 'HELD', 'TITLE_YEAR_AUTHOR', 'bengio2003neural'],
      [10, 'mikolov2013distributed', 'HELD', 'TITLE_YEAR_AUTHOR', 'mikolov2013distributed'],
      [18, 'pennington-etal-2014-glove', 'HELD', 'TITLE_YEAR_AUTHOR', 'pennington2014glove'],
      [27, 'devlin2018bert', 'HELD', 'TITLE_YEAR_AUTHOR', 'devlin2019bert'],
      [34, 'kingma2014adam', 'MISSING', null, null],
    ]);
    // The missing entry comes with its record, for a client to show or ingest.
    expect(answer.entries[4].imported).toMatchObject({ title: 'Adam: A Method for Stochastic Optimization', year: 2014, externalIds: { arxiv: '1412.6980' }, record: { type: 'PREPRINT', authors: [{ name: { family: 'Kingma', given: 'Diederik P.' } }, { name: { family: 'Ba', given: 'Jimmy' } }] } });
    expect(answer.entries[2].imported.record).toMatchObject({ type: 'CONFERENCE_PAPER', pages: '1532-1543' });
    // Nothing was written.
    expect(await stores.services.prisma.paper.count()).toBe(papers);

    const seeded = await query(`{ recommendFromPapers(positiveIds: ${JSON.stringify(answer.paperIds)}, first: 10) { edges { node { paper { id } seeds } } } }`);
    expect(seeded.errors).toBeUndefined();
    const found = nodes(seeded.data!.recommendFromPapers).map((r: { paper: { id: string } }) => r.paper.id);
    expect(found).not.toEqual(expect.arrayContaining(answer.paperIds));
    expect(found.slice(0, 3)).toContain('levy2015improving');
  });

  it('names a bad entry by its line and error, and still matches the others', async () => {
    const text = `@article{broken,\n  title = {No closing brace\n\n${LIBRARY.split('\n\n')[0]}\n\n@article{noyear, title = {A title without a year}}\n`;
    const result = await match(text);
    expect(result.errors).toBeUndefined();
    const entries = result.data!.matchReferences.entries;
    expect(entries.map((e: { status: string }) => e.status)).toEqual(['INVALID', 'HELD', 'INVALID']);
    expect(entries[0].errors).toEqual([expect.objectContaining({ line: 1, recordId: 'broken', field: '(entry)', code: 'INVALID_VALUE' })]);
    expect(entries[2]).toMatchObject({ key: 'noyear', errors: [expect.objectContaining({ field: 'year', code: 'MISSING_FIELD' })] });
  });

  it('reads RIS and CSL-JSON too', async () => {
    const ris = 'TY  - JOUR\r\nAU  - Levy, Omer\r\nAU  - Goldberg, Yoav\r\nTI  - Improving distributional similarity with lessons learned from word embeddings\r\nT2  - TACL\r\nPY  - 2015\r\nER  - \r\n';
    expect((await match(ris, 'RIS')).data!.matchReferences.paperIds).toEqual(['levy2015improving']);
    const csl = JSON.stringify([{ id: 'x', type: 'paper-conference', title: 'GloVe: Global vectors for word representation', author: [{ family: 'Pennington', given: 'Jeffrey' }], issued: { 'date-parts': [[2014]] } }]);
    expect((await match(csl, 'CSL_JSON')).data!.matchReferences.paperIds).toEqual(['pennington2014glove']);
  });

  it('refuses a text over its caps with typed errors naming the setting', async () => {
    const tooLong = await match('%'.repeat(5001));
    expect(tooLong.errors?.[0]).toMatchObject({ extensions: { code: 'INVALID_ARGUMENT' }, message: expect.stringContaining('at most 5000 characters') });
    const many = Array.from({ length: 7 }, (_, i) => `@misc{k${i}, title={T${i}}, year={2000}}`).join('\n');
    const tooMany = await match(many);
    expect(tooMany.errors?.[0]).toMatchObject({ extensions: { code: 'QUERY_TOO_LARGE', setting: 'REFGRAPH_MAX_LIBRARY_ENTRIES', cap: 6, value: 7 } });
  });
});

/**
 * Concept search as shipped: the demo corpus calibrated as `npm start` calibrates it. The fit is
 * the kept regression (src/concepts/regressions/seed.json: thresholds, F1 per language pair,
 * what the nonsense and off-topic queries let through), and the curl examples of
 * docs/concept-search.md, run verbatim, answer what the page says they answer.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { checkCalibration, checkedCalibrationRegression } from '../../src/concepts';
import { repoPath } from '../../src/common/repo-path';
import { graphqlClient } from '../integration/harness';
import { curlExamples, DOCUMENTED_ORIGIN } from './markdown-examples';
import { SeededServer, startSeededServer } from './seeded-server';

const run = promisify(execFile);
/** Ingesting the demo corpus encodes ~400 abstracts and nine transcripts, then calibration runs 52 searches. */
const SEED_TIMEOUT_MS = 600_000;
const REGRESSION = 'src/concepts/regressions/seed.json';
const EXAMPLES = curlExamples('docs/concept-search.md', readFileSync(repoPath('docs', 'concept-search.md'), 'utf8'));

interface Hit {
  rank: number;
  language: string;
  cosine: number;
  margin: number;
  passed: boolean;
  paper: { id: string };
}

describe('concept search on the calibrated demo', () => {
  let seeded: SeededServer;
  const query = graphqlClient(() => seeded.server.url);

  beforeAll(async () => {
    seeded = await startSeededServer('concept-calibration');
  }, SEED_TIMEOUT_MS);
  afterAll(async () => seeded?.stop());

  /** The documented example whose command mentions `text`, run by bash against the test server. */
  const example = async (text: string) => {
    const found = EXAMPLES.filter((e) => e.command.includes(text));
    expect(found).toHaveLength(1);
    const { stdout } = await run('bash', ['-c', found[0]!.command.split(DOCUMENTED_ORIGIN).join(seeded.origin)]);
    const answer = JSON.parse(stdout) as { data?: { conceptSearch: any }; errors?: unknown };
    expect(answer.errors).toBeUndefined();
    return answer.data!.conceptSearch;
  };

  it('fits what the kept regression says (every number, both ways)', () => {
    const regression = checkedCalibrationRegression(JSON.parse(readFileSync(repoPath(REGRESSION), 'utf8')), REGRESSION);
    const check = checkCalibration(regression, seeded.calibration.model, seeded.calibration.measures);
    expect(check.lines.filter((line) => line.startsWith('FAIL'))).toEqual([]);
    expect(check.ok).toBe(true);
    expect(seeded.calibration.measures.get('margin nonsense queries passing')).toBe(0);
  });

  it('passes the machine-translation papers of a Catalan query in every language, not the Catalan gene-editing paper (the documented example)', async () => {
    const answer = await example('traducció automàtica');
    const hits: Hit[] = answer.edges.map((e: { node: Hit }) => e.node);
    expect(answer).toMatchObject({ totalCount: 13, passedCount: 13, thresholdScore: 'MARGIN' });
    expect(hits.slice(0, 3).map((h) => h.paper.id)).toEqual(['bahdanau2015neural', 'koehn2007moses', 'brown1990statistical']);
    expect(hits.every((h) => h.passed)).toBe(true);
    // Totals count the matches (margin at or above the relevance floor): few Catalan papers stand above their own language's background.
    expect(answer.facets.languages).toEqual([
      { language: 'EN', count: 11, total: 48 },
      { language: 'CA', count: 1, total: 6 },
      { language: 'ES', count: 1, total: 6 },
    ]);

    const marked = await query('{ conceptSearch(query: "traducció automàtica", languages: [CA], crossLingual: true, mode: DENSE, threshold: CALIBRATED, first: 100) { edges { node { rank language cosine margin passed paper { id } } } } }');
    const all: Hit[] = marked.data!.conceptSearch.edges.map((e: { node: Hit }) => e.node);
    const geneEditing = all.find((h) => h.paper.id === 'gaudelli2017programmable')!;
    expect(geneEditing).toMatchObject({ language: 'CA', passed: false });
    // Near the passing papers on raw cosine (0.855 against 0.858-0.893), below them on the margin.
    expect(geneEditing.cosine).toBeGreaterThan(0.85);
    expect(geneEditing.margin).toBeLessThan(Math.min(...all.filter((h) => h.passed).map((h) => h.margin)));
  });

  it('passes nothing for nonsense, with empty facets (the documented example)', async () => {
    expect(await example('xyzzy plugh')).toEqual({ totalCount: 0, passedCount: 0, facets: { languages: [] } });
  });

  it('filters by facet values given back in any case (the documented example)', async () => {
    const answer = await example('fieldsOfStudy: [\\"physics\\"]');
    // The German paper under DE, since the seed's languages were relabelled (#50).
    expect(answer.edges.map((e: { node: { language: string; paper: { id: string } } }) => [e.node.paper.id, e.node.language])).toEqual([
      ['bohr1939mechanism', 'EN'],
      ['hahn1939uber', 'DE'],
    ]);
    expect(answer.facets.years).toEqual([{ year: 1939, count: 2, total: 2 }]);
  });
});

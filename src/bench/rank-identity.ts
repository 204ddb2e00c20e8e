/**
 * node dist/src/bench/rank-identity.js --out FILE [--k 100] [--queries N] — the rankings of every
 * talk and every paper of the configured corpus (as recommendations(talkId) and
 * recommendCitations(paperId | title) ask them, by WEIGHTED and RRF fusion, with and without a
 * language filter), and of recommendFromPapers over consecutive pairs of papers with the next
 * one as a negative, written one line a result: ids and scores to 12 decimals, sources, graph
 * links and the cross-lingual reading. Run on two builds against the same engines and diffed, it
 * shows a refactoring of the ranking left every ranking as it was (issue #54: identical files).
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { runBench } from './bench-main';
import { positiveIntegerOption } from '../cli/options';
import { closeServices, createServices, rankEngines } from '../app';
import { loadConfig } from '../config';
import { paperTextQuery, rank, rankFromSeeds, seedPaperQuery, talkQuery, textQuery } from '../rank';
import type { FusionMethod, RankQuery, WeightFusionMethod } from '../rank';

const score = (value: number) => value.toFixed(12);

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' }, k: { type: 'string', default: '100' }, queries: { type: 'string', default: '100000' } } });
  if (values.out === undefined) throw new Error('--out FILE');
  const k = positiveIntegerOption('--k', values.k)!;
  const limit = positiveIntegerOption('--queries', values.queries)!;
  const services = createServices(loadConfig(process.env));
  try {
    const engines = await rankEngines(services);
    const embedder = await services.embedder();
    const { rank: settings } = services.config;
    const lines: string[] = [];
    let queries = 0;
    const ranked = async (label: string, query: RankQuery, fusion: FusionMethod) => {
      const response = await rank(engines, { query, k, weights: settings.weights, fusion, settings });
      queries += 1;
      lines.push(`${label} ${fusion} ranked=${response.ranked} stages=${response.stages.map((s) => `${s.tag}:${s.candidates}`).join(',')} crossLingual=${JSON.stringify(response.crossLingual ?? null)}`);
      for (const r of response.results) {
        const links = r.graphLinks.map((l) => `${l.seedId}${l.citesSeed ? '>' : ''}${l.citedBySeed ? '<' : ''}`).join(',');
        lines.push(`  ${r.rank} ${r.paperId} ${score(r.score)} [${r.sources.join(',')}] {${links}} ${r.contributions.map((c) => score(c.contribution)).join(' ')}`);
      }
    };
    const talks = await services.prisma.talk.findMany({ orderBy: { id: 'asc' }, take: limit });
    for (const talk of talks) {
      for (const fusion of ['WEIGHTED', 'RRF'] as const) await ranked(`talk ${talk.id}`, await talkQuery(talk, embedder, {}), fusion);
      await ranked(`talk ${talk.id} languages=es`, await talkQuery(talk, embedder, { languages: ['es'] }), 'WEIGHTED');
    }
    const papers = await services.prisma.paper.findMany({ orderBy: { id: 'asc' }, take: limit });
    for (const paper of papers) {
      const text = await paperTextQuery(services.prisma, paper);
      for (const fusion of ['WEIGHTED', 'RRF'] as const) await ranked(`paper ${paper.id}`, await textQuery(text, embedder, {}), fusion);
      await ranked(`paper ${paper.id} includeSameYear languages=en`, await textQuery(text, embedder, { includeSameYear: true, languages: ['en'] }), 'WEIGHTED');
      await ranked(`title ${paper.id}`, await textQuery({ ...text, text: paper.title }, embedder, {}), 'WEIGHTED');
    }
    for (let i = 0; i + 2 < papers.length; i += 3) {
      const [a, b, negative] = [papers[i]!, papers[i + 1]!, papers[i + 2]!];
      const limits = { maxYear: Math.max(a.year, b.year), excludeIds: [a.id, b.id, negative.id], filters: {} };
      const seed = async (paper: typeof a) => ({ paperId: paper.id, query: await seedPaperQuery(services.prisma, paper, embedder, limits) });
      for (const [fusion, aggregation, negatives] of [['WEIGHTED', 'mean', [negative]], ['RRF', 'max', []]] as const) {
        const response = await rankFromSeeds(engines, {
          positives: [await seed(a), await seed(b)],
          negatives: await Promise.all(negatives.map(seed)),
          k,
          weights: settings.weights,
          fusion: fusion as WeightFusionMethod,
          negativeWeight: 0.5,
          aggregation,
          settings,
        });
        queries += 1;
        lines.push(`seeds ${a.id}+${b.id}-${negatives.map((n) => n.id).join(',')} ${fusion} ${aggregation} ranked=${response.ranked} stages=${response.stages.map((s) => `${s.tag}:${s.candidates}`).join(',')}`);
        for (const r of response.results) lines.push(`  ${r.rank} ${r.paperId} ${score(r.score)} [${r.sources.join(',')}] (${r.seeds.join(',')}) ${r.contributions.map((c) => score(c.contribution)).join(' ')}`);
      }
    }
    writeFileSync(values.out, `${lines.join('\n')}\n`);
    console.log(`rank-identity: ${queries} rankings (${talks.length} talks, ${papers.length} papers), top ${k}, written to ${values.out}`);
  } finally {
    await closeServices(services);
  }
}

runBench(main);

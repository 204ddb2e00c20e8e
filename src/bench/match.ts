/**
 * npm run bench:match — a user's library matched and ingested (issue #48): N papers drawn from
 * the AAN development set (--aan DIR: its papers.jsonl; never committed), a share of them stored
 * first (plain paper lines, as a library would hold them), then all N written as the ACL Anthology
 * writes BibTeX (acl-bibtex.ts) and
 *   1. matched without writing (matchLibrary, what matchReferences runs): entries/s;
 *   2. ingested (matched, enriched or added): entries/s, and the matching step's share;
 * each with precision and recall against the truth the draw knows (an entry is the stored paper
 * it was written from, or none). It empties the stores first, so it refuses stores that hold
 * papers unless given --reset: throw-away engines only.
 *   --aan DIR        the AAN development set (required)
 *   --entries N      library size (default 2000)
 *   --stored-share S share of the entries stored first (default 0.5)
 *   --seed S         the draw (default 1)
 *   --save-result    keeps the figures as results/match-<date>.json (docs/bibliography.md quotes them)
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runBench } from './bench-main';
import { positiveIntegerOption, positiveNumberOption, seedOption } from '../cli/options';
import { closeServices, createServices, projectionTargets } from '../app';
import { readJsonLines } from '../common/json-lines';
import { subsetKeepingOrder } from '../common/random';
import { loadConfig } from '../config';
import { ingest, matchLibrary, readSourceText, type SourceItem } from '../ingest';
import { runContext, saveResult, type Figure } from '../results';
import { aclBibtexFile, type AclPaper } from './acl-bibtex';
import { emptyStores } from './empty-stores';

interface Decision {
  truth: string | null;
  matched: string | null;
}

interface Quality {
  precision: number;
  recall: number;
  falsePositives: number;
  falseNegatives: number;
}

function quality(decisions: readonly Decision[]): Quality {
  const tp = decisions.filter((d) => d.matched !== null && d.matched === d.truth).length;
  const fp = decisions.filter((d) => d.matched !== null && d.matched !== d.truth).length;
  const fn = decisions.filter((d) => d.truth !== null && d.matched !== d.truth).length;
  return { precision: tp + fp === 0 ? 1 : tp / (tp + fp), recall: tp + fn === 0 ? 1 : tp / (tp + fn), falsePositives: fp, falseNegatives: fn };
}

async function aanPapers(dir: string): Promise<AclPaper[]> {
  const papers: AclPaper[] = [];
  for await (const item of readJsonLines(path.join(dir, 'papers.jsonl'))) {
    if (!('value' in item)) throw new Error(`${dir}/papers.jsonl line ${item.line}: ${item.error.message}`);
    const value = item.value as { id: string; title: string; year: number; authors?: string[]; venue?: string | null };
    papers.push({ id: value.id, title: value.title, year: value.year, authors: value.authors ?? [], venue: value.venue ?? null });
  }
  return papers;
}

async function* listed(items: readonly SourceItem[]): AsyncGenerator<SourceItem> {
  yield* items;
}

function qualityText(q: Quality): string {
  return `precision ${q.precision.toFixed(4)}, recall ${q.recall.toFixed(4)} (${q.falsePositives} wrong matches, ${q.falseNegatives} missed)`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { aan: { type: 'string' }, entries: { type: 'string', default: '2000' }, 'stored-share': { type: 'string', default: '0.5' }, seed: { type: 'string', default: '1' }, reset: { type: 'boolean', default: false }, 'save-result': { type: 'boolean', default: false } },
  });
  if (values.aan === undefined) throw new Error('bench:match reads the AAN development set: give --aan DIR (its papers.jsonl)');
  const entries = positiveIntegerOption('--entries', values.entries)!;
  const share = positiveNumberOption('--stored-share', values['stored-share'])!;
  const seed = seedOption(values.seed);
  const config = loadConfig();
  const services = createServices(config);
  try {
    if ((await services.prisma.paper.count()) > 0 && !values.reset) throw new Error('the stores hold papers: run bench:match against throw-away engines, with --reset to empty them');
    await emptyStores(services);
    const targets = await projectionTargets(services);
    const drawn = subsetKeepingOrder(await aanPapers(values.aan), entries, seed);
    const stored = new Set(subsetKeepingOrder(drawn, Math.round(drawn.length * Math.min(share, 1)), seed + 1).map((p) => p.id));
    console.log(`bench:match — ${drawn.length} AAN papers as ACL Anthology BibTeX, ${stored.size} stored first; encoder ${config.embedding.model ?? 'none'}, batch ${targets.batchSize}, node ${process.version}`);

    const storedLines = drawn.filter((p) => stored.has(p.id)).map((p, i): SourceItem => ({ line: i + 1, value: { id: p.id, title: p.title, year: p.year, authors: p.authors, venue: p.venue } }));
    let started = performance.now();
    const storedReport = await ingest(targets, listed(storedLines), { name: 'bench:match stored', format: 'papers' });
    console.log(`${'stored first (papers format)'.padEnd(34)} ${storedLines.length} papers in ${((performance.now() - started) / 1000).toFixed(1)} s, ${storedReport.recordsFailed} failed`);

    const { text } = aclBibtexFile(drawn);
    const truth = drawn.map((p) => (stored.has(p.id) ? p.id : null));

    started = performance.now();
    const matched = await matchLibrary(services.prisma, 'bibtex', text, { limits: config.ingest.limits });
    const matchSeconds = (performance.now() - started) / 1000;
    const invalid = matched.filter((e) => e.status === 'invalid').length;
    const matchQuality = quality(matched.map((e, i) => ({ truth: truth[i]!, matched: e.status === 'held' ? e.paperId : null })));
    console.log(`${'matched, nothing written'.padEnd(34)} ${matched.length} entries in ${matchSeconds.toFixed(2)} s: ${(matched.length / matchSeconds).toFixed(0)} entries/s; ${qualityText(matchQuality)}; ${invalid} unreadable`);

    const items = readSourceText('bibtex', text);
    const lineOfEntry = new Map(items.map((item, i) => [item.line, i]));
    started = performance.now();
    const report = await ingest(targets, listed(items), { name: 'bench:match library', format: 'bibtex' });
    const ingestSeconds = (performance.now() - started) / 1000;
    const byEntry = new Map(report.matches.map((m) => [lineOfEntry.get(m.line)!, m.paperId]));
    const refused = new Set(report.errors.map((e) => lineOfEntry.get(e.line)));
    const ingestQuality = quality(drawn.map((_, i) => ({ truth: truth[i]!, matched: byEntry.get(i) ?? null })));
    const papers = await services.prisma.paper.count();
    console.log(`${'matched and ingested'.padEnd(34)} ${items.length} entries in ${ingestSeconds.toFixed(1)} s: ${(items.length / ingestSeconds).toFixed(1)} entries/s; ${report.matches.length} matched, ${refused.size} refused; ${qualityText(ingestQuality)}; ${papers} papers stored`);
    for (const error of report.errors.slice(0, 5)) console.log(`  line ${error.line} (${error.recordId}): ${error.code}: ${error.message}`);

    if (values['save-result']) {
      const figures: Record<string, Figure> = {
        entries: { value: drawn.length },
        'stored first': { value: stored.size },
        'match without writing: entries/s': { value: Math.round(matched.length / matchSeconds), unit: 'entries/s' },
        'match without writing: precision': { value: Number(matchQuality.precision.toFixed(4)) },
        'match without writing: recall': { value: Number(matchQuality.recall.toFixed(4)) },
        'ingest with matching: entries/s': { value: Number((items.length / ingestSeconds).toFixed(1)), unit: 'entries/s', note: `encoder ${config.embedding.model ?? 'none'}: the new papers are encoded` },
        'ingest with matching: precision': { value: Number(ingestQuality.precision.toFixed(4)) },
        'ingest with matching: recall': { value: Number(ingestQuality.recall.toFixed(4)) },
        'ingest with matching: refused entries': { value: refused.size },
      };
      const title = `bench:match, ${drawn.length} AAN papers as ACL Anthology BibTeX, ${stored.size} stored first, seed ${seed}`;
      console.log(`saved ${saveResult({ name: 'match', title, source: 'docs/bibliography.md#matching-measured', figures }, runContext())}`);
    }
  } finally {
    await closeServices(services);
  }
}

runBench(main);

import { parseArgs } from 'node:util';
import { negativeSources, withServices } from '../../app';
import { invalidArgument } from '../../errors/refgraph-error';
import { CITATION_FORMATS } from '../../bibliography';
import { checkedRatio, checkedStrategy, Triplet, tripletRecords } from '../../negatives';
import { writeJsonLinesFile } from '../../common/json-lines';
import { numberOption, positiveIntegerOption, requiredOption, seedOption } from '../options';
import { runExportCitations } from './export-citations';

const EXPORTS: Record<string, (args: string[]) => Promise<number>> = {
  triplets: runExportTriplets,
  ...Object.fromEntries(CITATION_FORMATS.map((format) => [format, (args: string[]) => runExportCitations(format, args)])),
};

export async function runExport(args: string[]): Promise<number> {
  const [what, ...rest] = args;
  const run = what === undefined ? undefined : EXPORTS[what];
  if (!run) throw invalidArgument('export', `unknown export '${what ?? ''}'; available: ${Object.keys(EXPORTS).join(', ')}`);
  return run(rest);
}

/** refgraph export triplets: {query, positive, negative, strategy} lines for training. */
async function runExportTriplets(rest: string[]): Promise<number> {
  const { values } = parseArgs({
    args: rest,
    options: {
      strategy: { type: 'string' },
      'hard-ratio': { type: 'string', default: '0.5' },
      seed: { type: 'string', default: '0' },
      out: { type: 'string' },
      'per-query': { type: 'string' },
    },
  });
  const options = {
    strategy: checkedStrategy('--strategy', requiredOption('--strategy', values.strategy)),
    hardRatio: checkedRatio('--hard-ratio', numberOption('--hard-ratio', values['hard-ratio'])!),
    seed: seedOption(values.seed),
    perQuery: positiveIntegerOption('--per-query', values['per-query']) ?? null,
  };
  const out = requiredOption('--out', values.out);
  await withServices(async (services) => {
    const byStrategy = new Map<string, number>();
    const count = (t: Triplet) => byStrategy.set(t.strategy, (byStrategy.get(t.strategy) ?? 0) + 1);
    const written = await writeJsonLinesFile(out, tripletRecords(negativeSources(services, 'offline'), options), count);
    const split = [...byStrategy].map(([strategy, n]) => `${strategy} ${n}`).join(', ');
    console.log(`wrote ${written} triplets to ${out} (${split || 'no negatives'}; seed ${options.seed})`);
  });
  return 0;
}

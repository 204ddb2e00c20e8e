import { projectionTargets, withServices } from '../../app';
import { parseArgs } from 'node:util';
import { invalidArgument } from '../../errors/refgraph-error';
import { formatDiffs, PROJECTION_TARGETS, projectionCounts, ProjectionTarget, reindex } from '../../projections';
import { Progress } from '../progress';
import { waitingForLock } from '../waiting-for-lock';

/** Reindex reports papers projected per engine, counting from 0 again for the second: each is a stage. */
function progressOfStages(progress: Progress, papers: number): (done: number, engine: 'elasticsearch' | 'neo4j') => void {
  let stage: string | null = null;
  return (done, engine) => {
    if (engine !== stage) progress.start((stage = engine), papers, 'papers');
    progress.update(done);
  };
}

const SHOWN_REFUSALS = 20;

/** Exit 0 only when the rebuilt projections verify clean against PostgreSQL. */
export async function runReindex(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { target: { type: 'string', default: 'all' } } });
  const target = values.target as ProjectionTarget;
  if (!PROJECTION_TARGETS.includes(target)) throw invalidArgument('--target', `must be one of ${PROJECTION_TARGETS.join(', ')}`);
  return withServices(async (services) => {
    const targets = await projectionTargets(services);
    const started = performance.now();
    const progress = new Progress(`reindex ${target}`);
    const report = await reindex(targets, target, progressOfStages(progress, await services.prisma.paper.count()), waitingForLock);
    progress.end();
    console.log(`reindexed ${target} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    if (report.search) console.log(`elasticsearch: ${report.search.papers} papers in ${report.search.index}, now behind the alias`);
    if (report.graph) {
      const { papers, citations, talks, removed } = report.graph;
      console.log(`neo4j: ${papers} papers, ${citations} citations, ${talks} talks upserted; removed ${removed.papers} papers, ${removed.citations} citations, ${removed.talks} talks PostgreSQL no longer holds`);
    }
    for (const { engine, record } of report.refused.slice(0, SHOWN_REFUSALS)) console.log(`  ${engine} refused ${record.id}: ${record.reason}`);
    if (report.refused.length > SHOWN_REFUSALS) console.log(`  … ${report.refused.length - SHOWN_REFUSALS} more refused`);
    console.log(formatDiffs(report.verification.diffs).join('\n'));
    console.log(JSON.stringify(await projectionCounts(targets)));
    if (!report.verification.clean) console.log('verification FAILED: the projections differ from PostgreSQL (above)');
    return report.verification.clean ? 0 : 1;
  });
}

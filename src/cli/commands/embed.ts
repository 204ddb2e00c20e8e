import { encodeLibrary, projectionTargets, withServices } from '../../app';
import { parseArgs } from 'node:util';
import { reindex } from '../../projections';
import { Progress } from '../progress';
import { waitingForLock } from '../waiting-for-lock';

/**
 * Encodes every paper and talk with a model into the embedding cache. Resumable: what a
 * killed run encoded is cached, so the next run skips it. When the model is the one the
 * index uses, the papers index is then rebuilt from the cache.
 */
export async function runEmbed(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { model: { type: 'string' } } });
  await withServices(async (services) => {
    const modelName = values.model ?? services.config.embedding.model ?? 'multilingual-e5-small';
    const started = performance.now();
    const encoded = await encodeLibrary(services, modelName, new Progress('embed'));
    console.log(`${modelName}: ${encoded.papers} papers and ${encoded.talks} talks embedded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    if (modelName === services.config.embedding.model) {
      const progress = new Progress('reindex');
      progress.start('search index', await services.prisma.paper.count(), 'papers');
      const report = await reindex(await projectionTargets(services), 'elasticsearch', (done) => progress.update(done), waitingForLock);
      progress.end();
      console.log(`papers index rebuilt with the new vectors (${report.search?.papers ?? 0} papers${report.verification.clean ? '' : '; verify differs: run refgraph verify'})`);
    }
  });
  return 0;
}

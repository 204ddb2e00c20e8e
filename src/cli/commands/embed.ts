import { projectionTargets, withServices } from '../../app';
import { parseArgs } from 'node:util';
import { loadPaperRows, paperIdPages } from '../../db';
import { createEmbedder } from '../../embed';
import { reindex } from '../../projections';
import { Progress } from '../progress';
import { waitingForLock } from '../waiting-for-lock';

const PAGE = 256;

/**
 * Encodes every paper and talk with a model into the embedding cache. Resumable: what a
 * killed run encoded is cached, so the next run skips it. When the model is the one the
 * index uses, the papers index is then rebuilt from the cache.
 */
export async function runEmbed(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { model: { type: 'string' } } });
  await withServices(async (services) => {
    const modelName = values.model ?? services.config.embedding.model ?? 'multilingual-e5-small';
    const embedder = await createEmbedder(services.prisma, services.config.embedding, modelName);
    try {
      const total = await services.prisma.paper.count();
      const started = performance.now();
      const progress = new Progress(modelName);
      progress.start('papers', total);
      let done = 0;
      for await (const ids of paperIdPages(services.prisma, PAGE)) {
        const rows = await loadPaperRows(services.prisma, ids);
        let encoded = false;
        await embedder.papers(
          rows.map((row) => ({ ...row, venue: row.venue?.name ?? null })),
          async () => {
            encoded = true;
          },
        );
        // A page found whole in the cache was encoded by an earlier, interrupted run.
        if (encoded) progress.update(done + rows.length);
        else progress.skip(rows.length);
        done += rows.length;
      }
      const talks = await services.prisma.talk.findMany();
      progress.start('talks', talks.length);
      await embedder.talks(talks);
      progress.update(talks.length);
      progress.end();
      console.log(`${modelName}: ${total} papers and ${talks.length} talks embedded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } finally {
      await embedder.close();
    }
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

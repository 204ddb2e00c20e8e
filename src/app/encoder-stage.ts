/**
 * The engines' side of `refgraph train --encoder` and of `refgraph models promote|rollback` for
 * an encoder: the library encoded into the embedding cache, a papers index built with an encoder's
 * vectors beside the served one, and the alias swapped to it, all from the services a command runs
 * with. Index work holds the projection lock from the build to the swap (ingestion and reindex
 * wait): a reindex meanwhile would drop the unserved index, an ingestion would miss it.
 */
import { createEmbedder } from '../embed';
import type { EvaluationEnvironment, RankingProgress } from '../eval';
import { buildEncoderIndex, deleteEncoderIndex, keptIndexOf, swapEncoderIndex, withProjectionLock } from '../projections';
import type { EncoderSwap, ProjectionTargets } from '../projections';
import type { EncoderStagePorts } from '../training';
import { evaluationEnvironment } from './evaluation-environment';
import { withEncoder } from './served-encoder';
import { projectionTargets, Services, trainingLibrary } from './services';
import { loadPaperRows, paperIdPages } from '../db';

const PAGE = 256;

/** Progress of encoding; `skip` counts pages found whole in the cache (a resumed run). */
export type EncodingProgress = RankingProgress & { skip?: (count: number) => void };

/**
 * Every paper and talk encoded with `model` into the embedding cache (`refgraph embed`, `refgraph train --encoder`):
 * resumable, since a killed run's vectors are cached and skipped.
 */
export async function encodeLibrary(services: Services, model: string, progress?: EncodingProgress): Promise<{ papers: number; talks: number }> {
  const embedder = await createEmbedder(services.prisma, { ...services.config.embedding, model }, model);
  try {
    const total = await services.prisma.paper.count();
    progress?.start(`${model} papers`, total, 'papers');
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
      done += rows.length;
      if (encoded || progress?.skip === undefined) progress?.update(done);
      else progress.skip(rows.length);
    }
    const talks = await services.prisma.talk.findMany();
    progress?.start(`${model} talks`, talks.length, 'talks');
    await embedder.talks(talks);
    progress?.update(talks.length);
    progress?.end();
    return { papers: total, talks: talks.length };
  } finally {
    await embedder.close();
  }
}

/**
 * Under the projection lock: `model`'s index built beside the served one, judged by `decide` on an
 * evaluation environment over it (its encoder `model`), then served (the old index kept) or deleted.
 */
export async function onCandidateIndex(
  services: Services,
  model: string,
  progress: RankingProgress | undefined,
  decide: (env: EvaluationEnvironment, index: string) => Promise<boolean>,
  onWait: () => void,
): Promise<{ index: string; served: boolean; kept: string[] }> {
  return underLockWithEncoder(services, model, onWait, async (candidate, targets) => {
    const index = await buildIndex(candidate, model, progress);
    let serve = false;
    try {
      serve = await decide(await evaluationEnvironment({ ...candidate, paperIndex: index }), index);
    } finally {
      if (!serve) await deleteEncoderIndex(targets, index);
    }
    if (!serve) return { index, served: false, kept: [] };
    // A swap that fails leaves the index unserved or served: reindex's sweep drops it in the first case.
    const swap = await swapEncoderIndex(targets, index, services.config.embedding.model);
    return { index, served: true, kept: swap.kept };
  });
}

/**
 * Serves `model`'s vectors (promote, rollback): the kept index when it is `model`'s and complete,
 * else one built now (from the embedding cache, encoding what is missing); the index serving
 * until now, `serving`'s, is kept.
 */
export async function serveEncoder(services: Services, model: string | null, serving: string | null, progress: RankingProgress | undefined, onWait: () => void): Promise<{ index: string; built: boolean } & EncoderSwap> {
  return underLockWithEncoder(services, model, onWait, async (target, targets) => {
    const kept = await keptIndexOf(targets, model, await services.prisma.paper.count());
    const index = kept ?? (await buildIndex(target, model, progress));
    try {
      return { index, built: kept === null, ...(await swapEncoderIndex(targets, index, serving)) };
    } catch (error) {
      if (kept === null) await deleteEncoderIndex(targets, index);
      throw error;
    }
  });
}

/** `work` on services that encode with `model`, under the projection lock; the encoder it started is closed after. */
async function underLockWithEncoder<T>(services: Services, model: string | null, onWait: () => void, work: (withModel: Services, targets: ProjectionTargets) => Promise<T>): Promise<T> {
  const withModel = withEncoder(services, model);
  try {
    return await withProjectionLock(services.prisma, async () => work(withModel, await projectionTargets(withModel)), onWait);
  } finally {
    await (await withModel.embedder.started()?.catch(() => null))?.close();
  }
}

async function buildIndex(services: Services, model: string | null, progress: RankingProgress | undefined): Promise<string> {
  progress?.start(`index for ${model ?? 'no encoder'}`, await services.prisma.paper.count(), 'papers');
  const built = await buildEncoderIndex(await projectionTargets(services), model, (done) => progress?.update(done));
  progress?.end();
  return built.index;
}

/** The ports `refgraph train --encoder` runs its stages on. */
export function encoderStagePorts(services: Services, onWait: () => void): EncoderStagePorts {
  return {
    withLibrary: (work) => work(trainingLibrary(services)),
    embedding: services.config.embedding,
    encodeLibrary: async (model, progress) => {
      await encodeLibrary(services, model, progress);
    },
    onCandidateIndex: (model, progress, decide) => onCandidateIndex(services, model, progress, decide, onWait),
  };
}

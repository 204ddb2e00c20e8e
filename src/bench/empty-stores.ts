/** Empties every store a bench writes (PostgreSQL's tables, the search indices, the graph): benches run against throw-away engines only. */
import type { Services } from '../app';
import { deleteGraph } from '../graph';
import { deletePaperIndices } from '../search';

export async function emptyStores(services: Services): Promise<void> {
  await services.prisma.$executeRawUnsafe('TRUNCATE "TalkReference", "Citation", "PaperAuthor", "Talk", "Paper", "Author", "Venue", "IngestionRun", "Embedding", "TitleTranslation" RESTART IDENTITY CASCADE');
  await deletePaperIndices(services.elasticsearch, services.config.elasticsearch.indexPrefix);
  await deleteGraph(services.neo4j);
}

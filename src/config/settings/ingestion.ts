/** Ingestion: batches, and the longest texts and lists one record may bring. */
import { DEFAULT_INGEST_LIMITS as LIMITS } from '../../ingest';
import { integer, SettingGroup } from './setting';

export const INGESTION = {
  title: 'Ingestion',
  intro: 'A record over a limit is refused with its reason; the defaults are well above the development sets\' longest (src/ingest/limits.ts says by how much).',
  settings: {
    REFGRAPH_INGEST_BATCH_SIZE: integer(1, 10_000, 500, { description: 'Records ingestion writes to the engines in one batch (citations go ten times as many at a time).' }),
    REFGRAPH_INGEST_MAX_TITLE_CHARS: integer(1, 1_000_000, LIMITS.maxTitleChars, { description: 'Longest title of an ingested record.', see: 'ingestion.md#texts' }),
    REFGRAPH_INGEST_MAX_ABSTRACT_CHARS: integer(1, 10_000_000, LIMITS.maxAbstractChars, { description: 'Longest abstract of an ingested record.', see: 'ingestion.md#texts' }),
    REFGRAPH_INGEST_MAX_TRANSCRIPT_CHARS: integer(1, 10_000_000, LIMITS.maxTranscriptChars, {
      description: 'Longest talk transcript, which bounds one record\'s encoding time (a 300 KB transcript took 71 s).',
      see: 'ingestion.md#texts',
    }),
    // Author and venue names become Neo4j keys (uniqueness constraints): a few KB is its index's limit.
    REFGRAPH_INGEST_MAX_NAME_CHARS: integer(1, 2_000, LIMITS.maxNameChars, { description: 'Longest author or venue name.', see: 'ingestion.md#texts' }),
    // List lengths: one record's write is one transaction, so these bound its time (limits.ts).
    REFGRAPH_INGEST_MAX_AUTHORS: integer(1, 100_000, LIMITS.maxAuthors, { description: 'Most authors of one paper (collider-physics papers carry thousands).', see: 'ingestion.md#lists' }),
    REFGRAPH_INGEST_MAX_FIELDS_OF_STUDY: integer(1, 10_000, LIMITS.maxFieldsOfStudy, { description: 'Most fields of study of one paper.', see: 'ingestion.md#lists' }),
    REFGRAPH_INGEST_MAX_REFERENCES: integer(1, 100_000, LIMITS.maxReferences, { description: 'Most references of one paper or talk.', see: 'ingestion.md#lists' }),
  },
} satisfies SettingGroup;

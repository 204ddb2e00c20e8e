/** Embedding: the sentence encoder whose vectors the index holds, what it reads and how it runs. */
import { DEFAULT_MODELS_DIR, ENCODE_ROLES, JOIN, LONG_TEXT_POOLING_MODES, PAPER_TEXT_FIELDS } from '../../embed';
import { boolean, filePath, integer, listOf, number, oneOf, optionalFile, perRole, SettingGroup, text } from './setting';

export const EMBEDDING = {
  title: 'Embedding',
  settings: {
    REFGRAPH_EMBEDDING_MODEL: text('multilingual-e5-small', {
      description: 'The encoder whose vectors the index holds (its vector size follows), also trained or joined ones; after a change `refgraph embed --model NAME` rebuilds the index from its vectors. Unset: the encoder the model registry promoted (`refgraph train --encoder`), else the default; set, it overrides the registry.',
      range: `a model of models/registry.json or one \`refgraph train encoder\` registered in REFGRAPH_MODELS_DIR, different ones joined by \`${JOIN}\` (vectors side by side), or \`none\``,
      see: 'embeddings.md',
    }),
    REFGRAPH_MODELS_DIR: filePath(DEFAULT_MODELS_DIR, { description: 'Folder of the built models (scripts/models/setup.sh puts them there) and of trained ones, each with a `trained-model.json`.' }),
    REFGRAPH_CITATION_QUERY_ROLE: oneOf(ENCODE_ROLES, 'passage', { description: 'The e5 role citation queries\' text (titles, abstracts, contexts) is encoded in.', see: 'recommendations.md#query-encoding' }),
    REFGRAPH_PAPER_TEXT_FIELDS: listOf(PAPER_TEXT_FIELDS, ['title', 'abstract', 'year'], { description: 'The fields of a paper its vector is made from, in this order.' }),
    REFGRAPH_TALK_POOLING: oneOf(LONG_TEXT_POOLING_MODES, 'mean', { description: 'How the vectors of a long text\'s windows (talk transcripts) become one.' }),
    REFGRAPH_CHUNK_OVERLAP_TOKENS: integer(0, 256, 64, { description: 'Tokens consecutive windows of a long text share.' }),
    REFGRAPH_POOLING_SCORER_FILE: optionalFile({
      description: 'Weights of the `weighted` talk pooling, written by `refgraph train pooling`.',
      shownDefault: 'none: the shipped uniform scorer',
      see: 'training.md#refgraph-train-pooling-the-learned-talk-pooling',
    }),
    REFGRAPH_EMBEDDING_BATCH_SIZE: integer(1, 256, 16, { description: 'Texts one model run encodes together.' }),
    // Serving, one thread leaves the other core to everything else a request needs
    // (bench:security's encoder scenario on 2 cores: others' p95 63 ms alone and 97 ms beside
    // four clients encoding long texts, against 87 and 147 ms with two threads); batch work
    // (CLI ingestion, evaluation) keeps two for throughput.
    REFGRAPH_ENCODER_THREADS: integer(1, 64, perRole(1, 2), {
      description: 'Threads of one model run; the API runs one at a time in a worker thread, so one leaves the other core to the rest of each request.',
      see: 'security.md#shared-work-and-writes-issue-47-2026-12-01',
    }),
    // Serving, short runs (queries) get a session of their own (embed/encoder-gate.ts); batch work has one client.
    REFGRAPH_ENCODER_FAST_LANE: boolean(perRole(true, false), {
      description: 'Short runs (up to 64 tokens, such as search queries) on a second session of their own, so a query never waits for another client\'s long window (+~500 MB with the fp32 model).',
    }),
    REFGRAPH_ENCODER_SERVING_SHARE: number(0.1, 1, 0.6, {
      description: 'Largest share of one core that API reads\' long encoder runs keep busy: after each, the next waits in proportion, so other requests keep the CPU (1: no wait). Writes and the CLI are not paced.',
      see: 'security.md#shared-work-and-writes-issue-47-2026-12-01',
    }),
  },
} satisfies SettingGroup;

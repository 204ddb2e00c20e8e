/**
 * Generates a synthetic scholarly corpus in Refgraph's JSONL format for benchmarks: papers on
 * topics (titles and abstracts drawn from topic vocabularies), authors, venues, time-ordered
 * citations with preferential attachment (popular and same-topic papers are cited more), and
 * talks with transcripts and gold references. Seeded: the same arguments give the same file.
 * With --vector-model, each paper carries a seeded random unit vector of that model's dimension
 * in its `vector` field (docs/ingest-format.md), so ingesting it encodes nothing: for measuring
 * ingestion, or loading 100k synthetic papers without an hour of encoding synthetic words.
 *
 *   node dist/src/bench/generate-corpus.js --papers 100000 --talks 50 --seed 1 --out corpus.jsonl [--vector-model multilingual-e5-small]
 */
import { createWriteStream } from 'node:fs';
import { parseArgs } from 'node:util';
import { runBench } from './bench-main';
import { nonNegativeIntegerOption, positiveIntegerOption, seedOption } from '../cli/options';
import { seededRandom } from '../common/random';
import { modelSpec } from '../embed';

const TOPICS = 60;
const WORDS_PER_TOPIC = 40;
const SHARED_WORDS = 400;
const FIRST_YEAR = 1990;
const LAST_YEAR = 2023;

function syllableWord(random: () => number): string {
  const syllables = ['ra', 'to', 'mi', 'ne', 'lu', 'ko', 'sa', 'ver', 'tal', 'gen', 'dor', 'fi', 'pra', 'lem', 'qui', 'ston'];
  const length = 2 + Math.floor(random() * 3);
  let word = '';
  for (let i = 0; i < length; i += 1) word += syllables[Math.floor(random() * syllables.length)];
  return word;
}

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)]!;
}

function words(count: number, topic: string[], shared: string[], random: () => number, topicShare: number): string {
  return Array.from({ length: count }, () => pick(random() < topicShare ? topic : shared, random)).join(' ');
}

export interface CorpusOptions {
  papers: number;
  talks: number;
  seed: number;
  out: string;
  /** Papers carry random unit vectors of this model (and name it); null: no vectors. */
  vectorModel?: string | null;
}

/** A seeded random unit vector, 7 decimals a number (float32 keeps about as many). */
function randomVector(dimension: number, random: () => number): number[] {
  const values = Array.from({ length: dimension }, () => random() * 2 - 1);
  const norm = Math.hypot(...values);
  return values.map((x) => Number((x / norm).toFixed(7)));
}

export async function generateCorpus(options: CorpusOptions): Promise<void> {
  const random = seededRandom(options.seed);
  const dimension = options.vectorModel ? modelSpec(options.vectorModel).dimension : 0;
  // Their own stream: the corpus's text and links stay the same with or without vectors.
  const vectorRandom = seededRandom(options.seed + 1);
  const shared = Array.from({ length: SHARED_WORDS }, () => syllableWord(random));
  const topics = Array.from({ length: TOPICS }, () => Array.from({ length: WORDS_PER_TOPIC }, () => syllableWord(random)));
  const authors = Array.from({ length: Math.max(10, Math.floor(options.papers / 3)) }, (_, i) => `Author ${syllableWord(random)} ${i}`);
  const venues = Array.from({ length: 40 }, (_, i) => `Venue ${i}`);
  const out = createWriteStream(options.out);
  const write = (record: object) => new Promise<void>((resolve) => (out.write(`${JSON.stringify(record)}\n`) ? resolve() : out.once('drain', resolve)));

  // Papers in time order: each cites earlier papers, preferring its topic and cited ones.
  const paperTopic: number[] = [];
  const byTopic: number[][] = topics.map(() => []);
  const citedTimes: number[] = [];
  const citationPool: number[] = []; // a paper appears once per citation it got, plus once: preferential attachment
  for (let i = 0; i < options.papers; i += 1) {
    const topic = Math.floor(random() * TOPICS);
    const year = FIRST_YEAR + Math.floor(((LAST_YEAR - FIRST_YEAR + 1) * i) / options.papers);
    const references = new Set<number>();
    const wanted = i === 0 ? 0 : Math.min(i, Math.floor(random() * 20));
    for (let attempt = 0; attempt < wanted * 3 && references.size < wanted; attempt += 1) {
      const sameTopic = byTopic[topic]!;
      const candidate = random() < 0.6 && sameTopic.length > 0 ? pick(sameTopic, random) : pick(citationPool, random);
      if (candidate !== undefined && candidate < i) references.add(candidate);
    }
    for (const r of references) {
      citedTimes[r] = (citedTimes[r] ?? 0) + 1;
      citationPool.push(r);
    }
    paperTopic.push(topic);
    byTopic[topic]!.push(i);
    citationPool.push(i);
    await write({
      kind: 'paper',
      id: `gen-${i}`,
      title: words(8, topics[topic]!, shared, random, 0.6),
      abstract: words(60, topics[topic]!, shared, random, 0.35),
      year,
      venue: pick(venues, random),
      authors: Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(authors, random)),
      language: 'en',
      fieldsOfStudy: [`Topic ${topic}`],
      references: [...references].map((r) => `gen-${r}`),
      ...(options.vectorModel ? { vector: randomVector(dimension, vectorRandom), vectorModel: options.vectorModel } : {}),
    });
  }
  for (let t = 0; t < options.talks; t += 1) {
    const topic = Math.floor(random() * TOPICS);
    const candidates = byTopic[topic]!.filter((p) => p < options.papers * 0.9);
    const references = [...new Set(Array.from({ length: 10 }, () => pick(candidates, random)))].filter((r) => r !== undefined);
    await write({
      kind: 'talk',
      id: `gen-talk-${t}`,
      title: words(6, topics[topic]!, shared, random, 0.7),
      year: LAST_YEAR + 1,
      transcript: words(1500, topics[topic]!, shared, random, 0.3),
      language: 'en',
      references: references.map((r) => `gen-${r}`),
    });
  }
  await new Promise<void>((resolve) => out.end(resolve));
}

if (require.main === module) {
  runBench(async () => {
    const { values } = parseArgs({
      options: {
        papers: { type: 'string', default: '100000' },
        talks: { type: 'string', default: '50' },
        seed: { type: 'string', default: '1' },
        out: { type: 'string', default: 'generated-corpus.jsonl' },
        'vector-model': { type: 'string' },
      },
    });
    await generateCorpus({
      papers: positiveIntegerOption('--papers', values.papers)!,
      talks: nonNegativeIntegerOption('--talks', values.talks)!,
      seed: seedOption(values.seed),
      out: values.out!,
      vectorModel: values['vector-model'] ?? null,
    });
  });
}

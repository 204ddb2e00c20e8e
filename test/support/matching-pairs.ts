/**
 * test/fixtures/matching-pairs.json read for the matching tests: the stored side as validated
 * paper records, and each pair's entry read by its format's importer (as ingestion reads it).
 */
import { readFileSync } from 'node:fs';
import { repoPath } from '../../src/common/repo-path';
import { readRecord } from '../../src/ingest/formats';
import { readSourceText } from '../../src/ingest/files/read-source';
import { validateRecord } from '../../src/ingest/validate';
import type { IngestFormat, PaperRecord } from '../../src/ingest';

export interface LabelledPair {
  kind: string;
  format: IngestFormat;
  /** The stored paper the entry is, or null. */
  paper: string | null;
  entry: string;
}

interface PairsFile {
  stored: Record<string, unknown>[];
  pairs: LabelledPair[];
}

export const PAIRS_FILE = repoPath('test', 'fixtures', 'matching-pairs.json');

export function matchingPairs(): PairsFile {
  return JSON.parse(readFileSync(PAIRS_FILE, 'utf8')) as PairsFile;
}

export function paperRecord(value: unknown, format: IngestFormat = 'jsonl', line = 1): PaperRecord {
  const validation = format === 'jsonl' ? validateRecord(value, line) : readRecord(format, value, line);
  if (!validation.ok || validation.record.kind !== 'paper') throw new Error(`not a valid paper: ${JSON.stringify(validation)}`);
  return validation.record;
}

/** The one entry of a pair's text, read and validated as ingestion would. */
export function pairRecord(pair: LabelledPair): PaperRecord {
  const items = readSourceText(pair.format, pair.entry);
  if (items.length !== 1 || 'error' in items[0]!) throw new Error(`${pair.format} entry not read: ${JSON.stringify(items)}`);
  return paperRecord(items[0]!.value, pair.format, items[0]!.line);
}

export interface Tally {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  trueNegatives: number;
  precision: number;
  recall: number;
}

/** Precision and recall of decisions: a match to the labelled paper is right, to any other paper wrong. */
export function tally(decisions: { truth: string | null; matched: string | null }[]): Tally {
  let [tp, fp, fn, tn] = [0, 0, 0, 0];
  for (const { truth, matched } of decisions) {
    if (matched === null) {
      if (truth === null) tn += 1;
      else fn += 1;
    } else if (matched === truth) {
      tp += 1;
    } else {
      fp += 1;
      // A wrong match also misses the right paper.
      if (truth !== null) fn += 1;
    }
  }
  return { truePositives: tp, falsePositives: fp, falseNegatives: fn, trueNegatives: tn, precision: tp + fp === 0 ? 1 : tp / (tp + fp), recall: tp + fn === 0 ? 1 : tp / (tp + fn) };
}

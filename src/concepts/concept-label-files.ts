/** Adapter: concept label and off-topic query files read from disk, parsed by concept-labels.ts. */
import { readJsonLines } from '../common/json-lines';
import type { ParsedLine } from '../common/json-lines';
import { ConceptLabel, OffTopicQuery, parseConceptLabels, parseOffTopicQueries } from './concept-labels';

async function allLines(file: string): Promise<ParsedLine[]> {
  const lines = [];
  for await (const line of readJsonLines(file)) lines.push(line);
  return lines;
}

export async function readConceptLabels(file: string): Promise<ConceptLabel[]> {
  return parseConceptLabels(await allLines(file), file);
}

export async function readOffTopicQueries(file: string): Promise<OffTopicQuery[]> {
  return parseOffTopicQueries(await allLines(file), file);
}

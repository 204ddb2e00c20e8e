/**
 * The stage `encode` of concept search: the query's vector, read in two languages when it can be.
 * A concept query written in one language other than the library's main one, with a query
 * translator configured (REFGRAPH_QUERY_TRANSLATION), is also rendered in the main language
 * (Apertium) and the two vectors are averaged, as the ranking pipeline does for its placed
 * queries (rank/cross-lingual.ts bilingualVector): e5-small reads short Catalan concepts poorly
 * across languages, and the rough translation carries their terms to the main language's papers
 * (measured: docs/concept-search.md, on seed/concept-labels-trilingual.jsonl). Calibration scores
 * its unreturned labelled pairs with the same vector, so margins mean the same in both.
 */
import type { Client } from '@elastic/elasticsearch';
import type { Embedder } from '../embed';
import { bilingualVector } from '../rank';
import { mainLanguage, paperLanguageCounts } from '../search';

export interface QueryVectorPorts {
  elasticsearch: Client;
  paperIndex: string;
  /** TEXT rendered from FROM into TO; null when the pair is not translated. Absent: translation off. */
  translate?: (text: string, from: string, to: string) => Promise<string | null>;
}

export async function conceptQueryVector(ports: QueryVectorPorts, embedder: Embedder, text: string, languages: readonly string[]): Promise<Float32Array> {
  const vector = await embedder.query(text);
  if (ports.translate === undefined || languages.length !== 1) return vector;
  const main = mainLanguage(await paperLanguageCounts(ports.elasticsearch, ports.paperIndex));
  if (main === null || main === languages[0]) return vector;
  const translation = (await ports.translate(text, languages[0]!, main))?.trim();
  if (!translation) return vector;
  return bilingualVector(vector, await embedder.query(translation));
}

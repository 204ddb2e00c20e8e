import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../src/config/config';
import { readTunedParameters, saveTunedParameters } from '../../../src/config/tuned-parameters';
import rankDefaults from '../../../src/rank/default-weights.json';
import bm25Defaults from '../../../src/search/bm25-defaults.json';

const weights = { bm25: 1, dense: 0.5, citations: 0, recentCitations: 0.1, author: 0.2, graph: 1.5 };

describe('tuned parameters', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'refgraph-tuned-'));
  });

  it('are read at start over the shipped defaults, under the environment', async () => {
    const file = path.join(dir, 'nested', 'tuned.json');
    expect(loadConfig({ REFGRAPH_TUNED_FILE: file }).elasticsearch.bm25).toEqual({ k1: bm25Defaults.k1, b: bm25Defaults.b });
    await saveTunedParameters(file, { bm25: { about: 'fitted', k1: 0.9, b: 0.4 } });
    await saveTunedParameters(file, { fusion: { about: 'fitted', method: 'RRF', weights } });
    const config = loadConfig({ REFGRAPH_TUNED_FILE: file });
    expect(config.tunedFile).toBe(file);
    expect(config.elasticsearch.bm25).toEqual({ k1: 0.9, b: 0.4 });
    expect(config.rank).toMatchObject({ weights, fusion: 'RRF' });
    expect(loadConfig({ REFGRAPH_TUNED_FILE: file, REFGRAPH_BM25_K1: '1.1' }).elasticsearch.bm25).toEqual({ k1: 1.1, b: 0.4 });
    const off = loadConfig({ REFGRAPH_TUNED_FILE: 'none' });
    expect(off.tunedFile).toBeNull();
    expect(off.rank.weights).toEqual(rankDefaults.weights);
    // Saving one section keeps the other.
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ bm25: { k1: 0.9 }, fusion: { method: 'RRF' } });
  });

  it('stop the start with CONFIG_INVALID naming the file and the field', async () => {
    const file = path.join(dir, 'tuned.json');
    const cases: [string, RegExp][] = [
      ['{ "bm25": { "k1": 11, "b": 0.5 } }', /tuned\.json: bm25\.k1 must be a number in \[0, 10\]/],
      ['{ "bm25": { "k1": 1 } }', /bm25\.b must be a number in \[0, 1\]/],
      ['{ "fusion": { "method": "SUM", "weights": {} } }', /fusion\.method must be WEIGHTED or RRF/],
      [`{ "fusion": { "method": "WEIGHTED", "weights": ${JSON.stringify({ ...weights, graph: -1 })} } }`, /fusion\.weights\.graph must be a number/],
      ['{ "fusion": { "method": "WEIGHTED", "weights": { "bm25": 0, "dense": 0, "citations": 0, "recentCitations": 0, "author": 0, "graph": 0 } } }', /needs at least one positive weight/],
      ['[1, 2]', /must hold an object/],
      ['{ not json', /is not readable JSON/],
    ];
    for (const [text, message] of cases) {
      await writeFile(file, text);
      expect(() => readTunedParameters(file)).toThrow(message);
      expect(() => loadConfig({ REFGRAPH_TUNED_FILE: file })).toThrow(expect.objectContaining({ code: 'CONFIG_INVALID' }));
    }
  });
});

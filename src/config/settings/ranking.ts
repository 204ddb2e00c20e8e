/** Ranking: fitted parameters and the learned ranker it reads at start, and how many candidates each retriever brings. */
import { repoPath } from '../../common/repo-path';
import { fileOrNone, integer, optionalFile, SettingGroup } from './setting';

export const RANKING = {
  title: 'Ranking',
  settings: {
    REFGRAPH_TUNED_FILE: fileOrNone(repoPath('.refgraph', 'tuned-parameters.json'), {
      description: 'Where `refgraph tune` keeps the BM25 parameters and fusion weights it fitted, read at start over the shipped defaults (`none`: shipped defaults only).',
    }),
    REFGRAPH_RANKER_FILE: optionalFile({
      description: "An override: the learned ranker `fusion: LEARNED` ranks with, written by `refgraph train ranker`, instead of the model registry's promoted one (`refgraph train`, `refgraph models`); a file that holds none stops the start.",
      shownDefault: "none: the registry's promoted ranker, else `LEARNED` is refused",
      see: 'training.md#refgraph-train-ranker-the-learned-fusion',
    }),
    REFGRAPH_RANK_BM25_CANDIDATES: integer(0, 10_000, 100, { description: 'Candidates BM25 brings to the fusion.' }),
    REFGRAPH_RANK_DENSE_CANDIDATES: integer(0, 10_000, 100, { description: 'Candidates the dense (kNN) retriever brings to the fusion.' }),
    REFGRAPH_RANK_POPULAR_CANDIDATES: integer(0, 10_000, 50, { description: 'Most-cited papers (before the query) added as candidates, the popularity prior; 0 turns it off.' }),
    REFGRAPH_RANK_EXPANSION_SEEDS: integer(0, 1000, 10, { description: 'Best text candidates whose citation neighbours are added as candidates.' }),
    REFGRAPH_RANK_EXPANSION_LIMIT: integer(0, 10_000, 100, { description: 'Most citation neighbours the graph expansion adds.' }),
    REFGRAPH_RANK_RECENT_YEARS: integer(1, 100, 3, { description: 'Window, in years before the query, of the recent-citations feature.' }),
  },
} satisfies SettingGroup;

import { layoutProblem } from '../../../src/search/paper-layout';

describe('layoutProblem', () => {
  it('accepts replicas below the number of data nodes', () => {
    expect(layoutProblem({ shards: 3, replicas: 0 }, 1)).toBeNull();
    expect(layoutProblem({ shards: 3, replicas: 2 }, 3)).toBeNull();
  });

  it('says why replicas >= data nodes would keep the cluster yellow', () => {
    expect(layoutProblem({ shards: 1, replicas: 1 }, 1)).toBe(
      'REFGRAPH_ES_REPLICAS=1 needs at least 2 data nodes, the cluster has 1: a replica never shares a node with its primary, so 1 copy of each shard would stay unassigned and the cluster yellow for ever; lower REFGRAPH_ES_REPLICAS (0 on a single node) or add nodes',
    );
    expect(layoutProblem({ shards: 3, replicas: 4 }, 3)).toContain('2 copies of each shard');
  });
});

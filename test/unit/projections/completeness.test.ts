import { incompleteProjections } from '../../../src/projections/completeness';

describe('incompleteProjections', () => {
  it('is null when the index and the graph hold as many papers as PostgreSQL', () => {
    expect(incompleteProjections({ postgres: 16_999, elasticsearch: 16_999, neo4j: 16_999 }, 'aan-papers')).toBeNull();
  });

  it('names the three counts and the commands for the projection that differs', () => {
    const refusal = incompleteProjections({ postgres: 16_999, elasticsearch: 9_345, neo4j: 16_999 }, 'aan-papers');
    expect(refusal).toMatchObject({ code: 'PROJECTIONS_INCOMPLETE', details: { index: 'aan-papers', postgres: 16_999, elasticsearch: 9_345, neo4j: 16_999, target: 'elasticsearch' } });
    expect(refusal!.message).toContain('PostgreSQL 16999, Elasticsearch index aan-papers 9345, Neo4j 16999');
    expect(refusal!.message).toContain("'refgraph verify --target elasticsearch'");
    expect(refusal!.message).toContain("'refgraph reindex --target elasticsearch'");
  });

  it('targets neo4j, or both, by which differ (more papers than PostgreSQL differ too)', () => {
    expect(incompleteProjections({ postgres: 10, elasticsearch: 10, neo4j: 9 }, 'i')!.details.target).toBe('neo4j');
    expect(incompleteProjections({ postgres: 10, elasticsearch: 11, neo4j: 9 }, 'i')!.details.target).toBe('all');
  });
});

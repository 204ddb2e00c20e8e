import { RefgraphError } from '../../../src/errors/refgraph-error';
import { formatMeasure, measure, parseMeasure } from '../../../src/metrics';

function invalid(run: () => unknown): RefgraphError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(RefgraphError);
    expect((error as RefgraphError).code).toBe('INVALID_ARGUMENT');
    return error as RefgraphError;
  }
  throw new Error('expected an INVALID_ARGUMENT RefgraphError');
}

describe('measure names', () => {
  const canonical = ['P@10', 'R@1000', 'F1@10', 'AP', 'AP@100', 'RR', 'RR@10', 'nDCG', 'nDCG@10', "nDCG(dcg='exp-log2')@10", 'Rprec'];

  it.each(canonical)('%s parses and prints back the same', (name) => {
    const m = parseMeasure(name);
    expect(m.name).toBe(name);
    expect(formatMeasure(m)).toBe(name);
    expect(parseMeasure(formatMeasure(m))).toEqual(m);
  });

  it('is an immutable value with its family, cutoff and resolved parameters', () => {
    const m = parseMeasure('nDCG@10');
    expect(m).toEqual({ name: 'nDCG@10', family: 'nDCG', cutoff: 10, params: { dcg: 'log2' } });
    expect(parseMeasure('Rprec')).toEqual({ name: 'Rprec', family: 'Rprec', cutoff: null, params: {} });
    expect(Object.isFrozen(m) && Object.isFrozen(m.params)).toBe(true);
    expect(measure('AP', 100)).toEqual(parseMeasure('AP@100'));
    expect(measure('nDCG', 10, { dcg: 'exp-log2' }).name).toBe("nDCG(dcg='exp-log2')@10");
  });

  it.each([
    ['MAP@100', 'AP@100'], // MAP is the mean of AP over queries: the per-query measure is AP
    ['MAP', 'AP'],
    ['map', 'AP'],
    ['map_cut_100', 'AP@100'],
    ['MRR@10', 'RR@10'],
    ['recip_rank', 'RR'],
    ['Recall@10', 'R@10'],
    ['recall_10', 'R@10'],
    ['Precision@5', 'P@5'],
    ['p@5', 'P@5'],
    ['P_10', 'P@10'],
    ['P.10', 'P@10'],
    ['ndcg_cut_10', 'nDCG@10'],
    ['ndcg_cut.10', 'nDCG@10'],
    ['NDCG@10', 'nDCG@10'],
    ['ndcg', 'nDCG'],
    ["nDCG(dcg='log2')@10", 'nDCG@10'], // the default parameter is not printed
    ['nDCG(dcg="exp-log2")@10', "nDCG(dcg='exp-log2')@10"],
    ['ndcg( dcg = exp-log2 )@5', "nDCG(dcg='exp-log2')@5"],
    ['R-precision', 'Rprec'],
    ['rprec', 'Rprec'],
    ['f1@10', 'F1@10'],
    ['  P@10 ', 'P@10'],
  ])('%s is an alias of %s', (alias, name) => {
    expect(parseMeasure(alias)).toEqual(parseMeasure(name));
    expect(parseMeasure(alias).name).toBe(name);
  });

  it('rejects unknown names with a typed error listing the known measures', () => {
    const error = invalid(() => parseMeasure('foo@10'));
    expect(error.message).toBe("measure: unknown measure 'foo@10'; known: P@k, R@k, F1@k, AP[@k], RR[@k], nDCG[@k], Rprec");
    expect(error.details).toMatchObject({ argument: 'measure', name: 'foo@10' });
    for (const name of ['', 'ndcg_cut_', 'P@1.5', 'nDCG@-1', 'P@10@20', 'bpref', 'MAP@', 'nDCG(dcg=log2@10']) {
      expect(invalid(() => parseMeasure(name)).message).toContain('unknown measure');
    }
  });

  it('rejects cutoffs and parameters the family does not take', () => {
    expect(invalid(() => parseMeasure('P')).message).toBe('measure: P needs a cutoff, e.g. P@10');
    expect(invalid(() => parseMeasure('recall')).message).toContain('R needs a cutoff');
    expect(invalid(() => parseMeasure('Rprec@10')).message).toBe('measure: Rprec takes no cutoff');
    expect(invalid(() => parseMeasure('P@0')).message).toContain('positive integer');
    expect(invalid(() => measure('AP', 2.5)).message).toContain('positive integer');
    expect(invalid(() => parseMeasure("nDCG(dcg='exp')@10")).message).toBe("measure: dcg must be one of 'log2', 'exp-log2', not 'exp'");
    expect(invalid(() => parseMeasure("P(dcg='exp-log2')@10")).message).toBe("measure: P has no parameter 'dcg' (it takes none)");
    expect(invalid(() => parseMeasure('nDCG(gain=2)@10')).message).toBe("measure: nDCG has no parameter 'gain' (known: dcg)");
    expect(invalid(() => parseMeasure("nDCG(dcg='log2', dcg='log2')")).message).toContain("'dcg' is given twice");
    expect(invalid(() => parseMeasure('nDCG(dcg)@10')).message).toContain("cannot read the parameter 'dcg'");
  });
});

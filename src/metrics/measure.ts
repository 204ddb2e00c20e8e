/**
 * A measure is a value with one canonical name (ir_measures style): `P@10`, `R@1000`, `F1@10`,
 * `AP@100`, `RR@10`, `nDCG@10`, `nDCG(dcg='exp-log2')@10`, `Rprec`. That name is the key in
 * reports and run records, so parseMeasure(formatMeasure(m)) equals m, and every alias
 * (`MAP@100`, `MRR@10`, `Recall@10`, trec_eval's `ndcg_cut_10`, `P_10`, ...) parses to the
 * same value. Unknown names, parameters and cutoffs fail with INVALID_ARGUMENT.
 */
import { RefgraphError } from '../errors/refgraph-error';
import { DCG_FORMS, DcgForm, MEASURE_FAMILIES, MeasureFamily, familySpec } from './measure-families';

export interface MeasureParams {
  /** nDCG only: 'log2' = gain is the grade (trec_eval's ndcg), 'exp-log2' = gain 2^grade − 1. */
  readonly dcg?: DcgForm;
}

export interface Measure {
  /** The canonical name, e.g. `nDCG@10`. */
  readonly name: string;
  readonly family: MeasureFamily;
  /** Only the top `cutoff` ranks count; null = the whole ranking. */
  readonly cutoff: number | null;
  /** Every parameter of the family, defaults filled in; empty for families without any. */
  readonly params: MeasureParams;
}

/** Builds a measure, checking the cutoff and parameters against the family's rules. */
export function measure(family: MeasureFamily, cutoff: number | null = null, params: MeasureParams = {}): Measure {
  const spec = familySpec(family);
  if (cutoff !== null && !(Number.isSafeInteger(cutoff) && cutoff >= 1)) {
    throw measureError(`${family}@${cutoff}`, `the cutoff must be a positive integer, not ${cutoff}`);
  }
  if (spec.cutoff === 'required' && cutoff === null) {
    throw measureError(family, `${family} needs a cutoff, e.g. ${family}@10`);
  }
  if (spec.cutoff === 'none' && cutoff !== null) {
    throw measureError(`${family}@${cutoff}`, `${family} takes no cutoff`);
  }
  const resolved: { dcg?: DcgForm } = {};
  for (const [key, value] of Object.entries(params) as [string, unknown][]) {
    if (value === undefined) continue;
    if (key !== 'dcg' || !spec.params.includes('dcg')) {
      throw measureError(family, `${family} has no parameter '${key}'${paramsHint(family)}`);
    }
    if (!DCG_FORMS.includes(value as DcgForm)) {
      throw measureError(family, `dcg must be one of ${DCG_FORMS.map((f) => `'${f}'`).join(', ')}, not '${String(value)}'`);
    }
    resolved.dcg = value as DcgForm;
  }
  if (spec.params.includes('dcg')) resolved.dcg ??= 'log2';
  const params_ = Object.freeze(resolved);
  return Object.freeze({ name: canonicalName(family, cutoff, params_), family, cutoff, params: params_ });
}

export function formatMeasure(m: Measure): string {
  return canonicalName(m.family, m.cutoff, m.params);
}

/** Parameters print only when they differ from the default, as ir_measures does. */
function canonicalName(family: MeasureFamily, cutoff: number | null, params: MeasureParams): string {
  const shown = params.dcg !== undefined && params.dcg !== 'log2' ? `(dcg='${params.dcg}')` : '';
  return `${family}${shown}${cutoff === null ? '' : `@${cutoff}`}`;
}

/** trec_eval's names: `P_10`, `recall_10`, `map_cut_100`, `ndcg_cut_10` (or with a dot, as in `-m P.10`). */
const TREC_EVAL_CUT = /^(P|recall|map_cut|ndcg_cut)[._](\d+)$/;
const TREC_EVAL_CUT_FAMILY: Record<string, MeasureFamily> = { P: 'P', recall: 'R', map_cut: 'AP', ndcg_cut: 'nDCG' };
/** family, then optional `(key=value, ...)`, then optional `@cutoff`. */
const MEASURE_NAME = /^([A-Za-z][A-Za-z0-9_-]*)(?:\(([^()]*)\))?(?:@(\d+))?$/;
const PARAM = /^([A-Za-z_]+)\s*=\s*(?:'([^']*)'|"([^"]*)"|([A-Za-z0-9_.-]+))$/;

/** Parses a canonical name or an alias; surrounding whitespace is ignored, family aliases ignore case. */
export function parseMeasure(name: string): Measure {
  const text = name.trim();
  const trec = TREC_EVAL_CUT.exec(text);
  if (trec) return measure(TREC_EVAL_CUT_FAMILY[trec[1] as string] as MeasureFamily, Number(trec[2]));
  const parts = MEASURE_NAME.exec(text);
  const family = parts && familyByAlias(parts[1] as string);
  if (!parts || !family) {
    throw measureError(name, `unknown measure '${name}'; known: ${MEASURE_FAMILIES.map(familyUsage).join(', ')}`);
  }
  const params: Record<string, string> = {};
  for (const assignment of parts[2] === undefined || parts[2].trim() === '' ? [] : parts[2].split(',')) {
    const param = PARAM.exec(assignment.trim());
    if (!param) throw measureError(name, `cannot read the parameter '${assignment.trim()}'; write it as key='value'`);
    const key = param[1] as string;
    if (key in params) throw measureError(name, `the parameter '${key}' is given twice`);
    params[key] = (param[2] ?? param[3] ?? param[4]) as string;
  }
  return measure(family, parts[3] === undefined ? null : Number(parts[3]), params as MeasureParams);
}

function familyByAlias(alias: string): MeasureFamily | undefined {
  const lower = alias.toLowerCase();
  return MEASURE_FAMILIES.find((f) => f.toLowerCase() === lower || familySpec(f).aliases.includes(lower));
}

function familyUsage(family: MeasureFamily): string {
  const { cutoff } = familySpec(family);
  return cutoff === 'required' ? `${family}@k` : cutoff === 'optional' ? `${family}[@k]` : family;
}

function paramsHint(family: MeasureFamily): string {
  const { params } = familySpec(family);
  return params.length === 0 ? ' (it takes none)' : ` (known: ${params.join(', ')})`;
}

function measureError(name: string, message: string): RefgraphError {
  return new RefgraphError('INVALID_ARGUMENT', `measure: ${message}`, {
    argument: 'measure',
    name,
    known: MEASURE_FAMILIES.map(familyUsage),
  });
}

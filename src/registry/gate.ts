/**
 * The promotion gate: a candidate serves only when it beats what is serving on the held-back
 * slice by more than the queries can tell from noise, i.e. when the paired-bootstrap 95% interval
 * of the difference lies above zero. Pure.
 */
import type { ModelValidation } from './model-record';

export interface GateVerdict {
  passes: boolean;
  /** One line a user reads: the figures and why the gate passed or not. */
  reason: string;
}

const figure = (value: number): string => value.toFixed(4);
const signed = (value: number): string => `${value >= 0 ? '+' : ''}${value.toFixed(4)}`;

export function gateVerdict(validation: ModelValidation): GateVerdict {
  const { measure, queries, candidate, serving, difference, interval } = validation;
  const figures = `${measure} ${figure(candidate)} vs ${figure(serving.mean)} (${serving.model}) on ${queries} held-back queries, difference ${signed(difference)}`;
  if (interval === null) return { passes: false, reason: `${figures}: fewer than two queries, no interval to tell it from noise` };
  const bounds = `95% interval [${signed(interval.low)}, ${signed(interval.high)}]`;
  if (interval.low > 0) return { passes: true, reason: `${figures}, ${bounds} clears zero` };
  return { passes: false, reason: `${figures}, ${bounds} does not clear zero${interval.high < 0 ? ' (it is worse)' : ' (the queries cannot tell it from what is serving)'}` };
}

/**
 * The cascade runner: a declared list of steps, each a stage or stages run at once, over a pool
 * and facts that no stage changes. A stage reads the state as the step began and returns its
 * output (candidates added or dropped, feature values, facts); the runner merges the outputs of
 * a step in their declared order, times every stage and writes the trace, here and nowhere else.
 * Stages of one step never see each other's output: the pool, and so the ranking, is the same as
 * one after the other in that order. Pure but for the clock; a stage's error ends the run as it
 * was thrown (a typed RefgraphError keeps its code), and no later step runs.
 */
import { CandidatePool, EMPTY_POOL, mergeOutput, StageOutput } from './pool';

export interface CascadeState<F> {
  readonly pool: CandidatePool;
  readonly facts: Readonly<F>;
}

/** `C`: what every stage reads and none writes (the ports, the settings, the request). */
export interface Stage<F, C> {
  /** Its name in the trace and in a result's sources. */
  tag: string;
  run(state: CascadeState<F>, context: C): Promise<StageOutput<F>>;
}

/** Stages that read only the state before them, run at once. */
export interface Parallel<F, C> {
  parallel: readonly Stage<F, C>[];
}

export type Step<F, C> = Stage<F, C> | Parallel<F, C>;

export function parallel<F, C>(...stages: Stage<F, C>[]): Parallel<F, C> {
  return { parallel: stages };
}

export interface StageTrace {
  tag: string;
  /** Candidates after the stage's output was merged (0 for a stage before retrieval). */
  candidates: number;
  milliseconds: number;
}

/** A stage's output as the runner merged it, for a later merge of several runs (cascade/merge-runs.ts). */
export interface StageRecord<F> {
  tag: string;
  output: StageOutput<F>;
  milliseconds: number;
}

export interface CascadeRun<F> {
  state: CascadeState<F>;
  trace: StageTrace[];
  records: StageRecord<F>[];
}

function stagesOf<F, C>(step: Step<F, C>): readonly Stage<F, C>[] {
  return 'parallel' in step ? step.parallel : [step];
}

/** The state with one output merged in. Pure. */
export function mergeState<F>(state: CascadeState<F>, output: StageOutput<F>): CascadeState<F> {
  return { pool: mergeOutput(state.pool, output), facts: output.facts === undefined ? state.facts : { ...state.facts, ...output.facts } };
}

export function startState<F>(facts: F, pool: CandidatePool = EMPTY_POOL): CascadeState<F> {
  return { pool, facts };
}

export async function runCascade<F, C>(steps: readonly Step<F, C>[], start: CascadeState<F>, context: C, now: () => number = () => performance.now()): Promise<CascadeRun<F>> {
  let state = start;
  const trace: StageTrace[] = [];
  const records: StageRecord<F>[] = [];
  for (const step of steps) {
    const before = state;
    const outputs = await Promise.all(
      stagesOf(step).map(async (stage) => {
        const started = now();
        const output = await stage.run(before, context);
        return { tag: stage.tag, output, milliseconds: now() - started };
      }),
    );
    for (const record of outputs) {
      state = mergeState(state, record.output);
      records.push(record);
      if (record.output.traced !== false) trace.push({ tag: record.tag, candidates: state.pool.size, milliseconds: record.milliseconds });
    }
  }
  return { state, trace, records };
}

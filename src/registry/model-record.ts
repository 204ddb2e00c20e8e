/** The shapes of the model registry's rows, as the code reads them (the Json columns typed). */

export const MODEL_KINDS = ['ranker', 'encoder'] as const;
export type ModelKind = (typeof MODEL_KINDS)[number];
export type ModelStatus = 'candidate' | 'promoted' | 'retired';

/** What served the held-back queries before: a promoted model's `kind:name`, or the weighted fusion. */
export interface ServingScore {
  model: string;
  mean: number;
}

/** How the candidate compared with what was serving on the held-back slice. */
export interface ModelValidation {
  measure: string;
  queries: number;
  candidate: number;
  serving: ServingScore;
  difference: number;
  interval: { low: number; high: number } | null;
  seed: number;
  resamples: number;
}

/** What the model was trained on. */
export interface TrainedOn {
  papers: number;
  citations: number;
  trainFrom: number;
  validationFrom: number;
  lastYear: number;
  queries: { training: number; validation: number; fittedOn: number };
  index: string;
  encoder: string | null;
}

export interface NewModel {
  kind: ModelKind;
  name: string;
  path: string;
  sha256: string;
  settings: Record<string, unknown>;
  trainedOn: TrainedOn;
  validation: ModelValidation;
}

export interface ModelRecord extends NewModel {
  id: number;
  createdAt: Date;
  status: ModelStatus;
  promotedAt: Date | null;
  retiredAt: Date | null;
  rolledBackAt: Date | null;
}

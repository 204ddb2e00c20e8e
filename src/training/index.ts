/**
 * training: fine-tuning the sentence encoder on the library's own citations (issue #25). It
 * owns the time split, the training and validation examples built from the stored graph (with
 * src/negatives' strategies and embed's paper texts), running the Python trainer in training/
 * as a child process, and registering a trained model in the models folder (its manifest's
 * format belongs to embed, which reads and writes it); train-encoder-run is the whole run.
 * It also fits the weighted talk pooling's scorer on long texts and the papers they cite
 * (pooling-fit, pooling-data; the run and its file: train-pooling), and the learned ranker on
 * judged queries' candidate pools (train-ranker; the fit and its file are rank's).
 * Training queries can be rendered in other languages by Apertium (query-languages).
 * `refgraph train` is train-library-ranker: judged queries from the library's own graph in two
 * time slices (library-slices, library-queries), pools cached between runs (pool-cache), the fit,
 * the comparison with what serves and the record in src/registry, promoted through its gate;
 * with --encoder, train-library-encoder then fine-tunes the encoder on the same slices, re-encodes
 * the library into an index beside the served one (through ports) and gates it the same way.
 * Pure code: time-split, training-examples, pooling-fit, library-slices, library-queries.
 */
export { checkedTimeSplit, citingSet, latestYear } from './time-split';
export type { SplitSet, TimeSplit } from './time-split';
export { groupExamples } from './training-examples';
export type { DrawnNegative, GroupedExamples, PaperText, TrainingExample } from './training-examples';
export { emptyCounts, trainingExamples } from './training-data';
export type { SetCounts, TrainingDataOptions } from './training-data';
export { checkedQueryLanguages, languageDraws, queryRenderer } from './query-languages';
export type { QueryRendering, Translate } from './query-languages';
export { runTrainer, trainerError, trainingPython } from './trainer-process';
export type { TrainerRun } from './trainer-process';
export { registeredDir, registerTrainedModel } from './register-model';
export type { Registration } from './register-model';
export { trainEncoder } from './train-encoder-run';
export type { EncoderTraining, EncoderTrainingIo, EncoderTrainingRun, TrainingLibrary, WithLibrary } from './train-encoder-run';
export { checkedExportStep, int8Name, MIN_INT8_PARITY_COSINE, MIN_PARITY_COSINE, prepareData, reusePreparedData, TRAINER_SETTINGS } from './train-encoder';
export type { ExportStep, LinesWriter, PreparedData, TrainEncoderPlan, TrainerSetting } from './train-encoder';
export { crossValidatePooling, fitPoolingScorer, pooledAveragePrecision } from './pooling-fit';
export type { PoolingExample, PoolingFitOptions, PoolingFold } from './pooling-fit';
export { poolingExamples, talkLongTexts } from './pooling-data';
export type { LongText, PoolingData, PoolingEngines } from './pooling-data';
export { trainPooling } from './train-pooling';
export type { PoolingTrainingIo, PoolingTrainingPlan, TrainedPooling } from './train-pooling';
export { trainRanker } from './train-ranker';
export type { RankerTrainingPlan, RankerTrainingRecord } from './train-ranker';
export { DEFAULT_SLICE_BOUNDS, librarySlices, MAX_VALIDATION_SHARE } from './library-slices';
export type { LibrarySlices, SliceBounds } from './library-slices';
export { GATE_DEPTH, GATE_MEASURE, HELD_BACK_SAMPLE, libraryQueryPlans } from './library-queries';
export type { LibraryQueryPlans } from './library-queries';
export { servingNow, trainLibraryRanker } from './train-library-ranker';
export type { LibraryTraining, LibraryTrainingIo, LibraryTrainingPlan, Serving } from './train-library-ranker';
export { AUTO_ENCODER_MIN_PAPERS, compareEncoders, encoderSplit, hardestComparison, trainLibraryEncoder } from './train-library-encoder';
export type { EncoderStagePorts, LibraryEncoderIo, LibraryEncoderPlan, LibraryEncoderTraining } from './train-library-encoder';

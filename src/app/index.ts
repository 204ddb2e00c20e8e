/**
 * app: the composition root. It builds the engine clients from the config once and hands each
 * capability the ports it needs (rank engines, concept engines, ingestion targets, graph reader,
 * negative sources). The faces — api (GraphQL over HTTP), cli and bench — and the tests import
 * it; no capability does, and api and cli never import each other.
 */
export {
  closeServices,
  conceptEngines,
  createServices,
  forgetLibraryFacts,
  graphReader,
  negativeSources,
  trainingLibrary,
  preselectSettings,
  projectionTargets,
  rankEngines,
} from './services';
export type { Services } from './services';
export { withServices } from './with-services';
export { evaluationEnvironment } from './evaluation-environment';
export { rankerVersion, withServedRanker } from './served-ranker';
export { withEncoder, withServedEncoder } from './served-encoder';
export { encodeLibrary, encoderStagePorts, serveEncoder } from './encoder-stage';
export type { EncodingProgress } from './encoder-stage';

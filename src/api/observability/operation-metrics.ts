/** Times each GraphQL operation by its root fields and outcome (ok, or the first error's code). */
import type { ApolloServerPlugin } from '@apollo/server';
import type { Context } from '../context';
import type { ApiMetrics } from './metrics';

export function operationMetricsPlugin(metrics: ApiMetrics): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      const started = performance.now();
      let field = 'unknown';
      return {
        async didResolveOperation({ operation }) {
          const fields = operation?.selectionSet.selections.flatMap((s) => (s.kind === 'Field' ? [s.name.value] : [])) ?? [];
          field = fields.length === 0 ? 'unknown' : [...new Set(fields)].sort().join(',');
        },
        async willSendResponse({ response }) {
          const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
          const outcome = errors && errors.length > 0 ? String(errors[0]!.extensions?.code ?? 'ERROR') : 'ok';
          metrics.operation(field, outcome, (performance.now() - started) / 1000);
        },
      };
    },
  };
}

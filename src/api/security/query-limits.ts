/**
 * Limits a GraphQL document must pass before anything runs: tokens (checked on the raw text,
 * before parsing), depth, aliases and directives (graphql-armor's validation rules), and the
 * estimated cost (query-cost.ts), which is then charged to the caller's per-minute cost budget.
 * Every refusal is QUERY_TOO_COMPLEX with the limit and the value found in `extensions`.
 */
import { ApolloServerPlugin, HeaderMap } from '@apollo/server';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { GraphQLError, Lexer, Source, TokenKind, ValidationContext, ValidationRule } from 'graphql';
import { RefgraphError } from '../../errors/refgraph-error';
import type { QueryLimits } from '../../config';
import type { Context } from '../context';
import { queryCost } from './query-cost';

function tooComplex(limit: string, max: number, found: number | null, message: string): RefgraphError {
  return new RefgraphError('QUERY_TOO_COMPLEX', message, { limit, max, ...(found === null ? {} : { found }) });
}

/**
 * Apollo replaces the code of every validation error with GRAPHQL_VALIDATION_FAILED; the typed
 * code travels as `refgraphCode` too, and api/error-masking.ts puts it back. `http` sets the
 * status when the error is thrown from a plugin hook (Apollo's default there is 500).
 */
function asGraphQLError(error: RefgraphError, http: { status: number; headers?: HeaderMap } = { status: 400 }): GraphQLError {
  return new GraphQLError(error.message, { extensions: { ...error.details, code: error.code, refgraphCode: error.code, http } });
}

/** Counts tokens up to one past the limit, so a megabyte of aliases is not lexed to its end. */
export function checkTokenCount(query: string, maxTokens: number): void {
  const lexer = new Lexer(new Source(query));
  let tokens = 0;
  try {
    while (lexer.advance().kind !== TokenKind.EOF) {
      tokens += 1;
      if (tokens > maxTokens) throw tooComplex('tokens', maxTokens, null, `the query has more than ${maxTokens} tokens; send a smaller query`);
    }
  } catch (error) {
    // Lexing errors are the parser's to report, with their location.
    if (error instanceof RefgraphError) throw error;
  }
}

/** graphql-armor's rules, reporting our typed error instead of throwing theirs. */
export function queryLimitRules(limits: QueryLimits): ValidationRule[] {
  const report = (limit: keyof QueryLimits, name: string) => (context: ValidationContext | null, error: GraphQLError) => {
    const found = Number(/found (\d+)/.exec(error.message)?.[1] ?? NaN);
    const refgraphError = tooComplex(name, limits[limit], Number.isFinite(found) ? found : null, `the query exceeds the ${name} limit of ${limits[limit]}`);
    context?.reportError(asGraphQLError(refgraphError));
  };
  const common = { exposeLimits: true, propagateOnRejection: false };
  return [
    maxDepthRule({ ...common, n: limits.maxDepth, onReject: [report('maxDepth', 'depth')] }),
    maxAliasesRule({ ...common, n: limits.maxAliases, onReject: [report('maxAliases', 'aliases')] }),
    maxDirectivesRule({ ...common, n: limits.maxDirectives, onReject: [report('maxDirectives', 'directives')] }),
  ];
}

/** Refuses operations over the cost limit; charges the rest to the caller's cost budget. */
export function costLimitPlugin(maxCost: number): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema, contextValue }) {
          let cost: number;
          try {
            cost = queryCost(schema, document, request.variables ?? {}, request.operationName ?? undefined);
          } catch (error) {
            // The estimator coerces the variables first: a bad one is the client's error.
            if (error instanceof GraphQLError) throw new GraphQLError(error.message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
            throw error;
          }
          if (cost > maxCost) {
            throw asGraphQLError(tooComplex('cost', maxCost, cost, `the query's estimated cost ${cost} exceeds the limit of ${maxCost}; ask for fewer or smaller lists`));
          }
          await contextValue.rateLimits.cost(contextValue.principal, cost).catch((error: unknown) => {
            if (!(error instanceof RefgraphError)) throw error;
            throw asGraphQLError(error, { status: 429, headers: new HeaderMap([['retry-after', String(error.details.retryAfterSeconds)]]) });
          });
        },
      };
    },
  };
}

import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import { notFound } from '../../errors/refgraph-error';
import { EvaluationRecord, fromRow, runsMeasuredWith, storedRunsReport } from '../../eval';
import { checkedPageSize, checkedStoredId } from '../arguments';
import { connectionPage } from '../connection-page';
import type { Context } from '../context';
import { decodeRunCursor, encodeRunCursor } from '../cursor';
import { rankedPage, rankedPageRequest } from '../ranked-page';
import { EvaluationRun, EvaluationRunConnection, QueryEvaluation, QueryEvaluationConnection } from '../types/evaluation';

/** Per-query results are the bulk of a run: pages of them, in query id order. */
const DEFAULT_QUERY_PAGE = 100;

@Resolver(() => EvaluationRun)
export class EvaluationResolver {
  // Admin: run records hold the server's file paths and configuration.
  @Authorized('admin')
  @Query(() => EvaluationRunConnection, { description: 'Stored evaluation runs (`refgraph eval`), newest first. Needs an admin key.' })
  async evaluationRuns(
    @Ctx() context: Context,
    @Arg('first', () => Int, { defaultValue: 20 }) first: number,
    @Arg('after', () => String, { nullable: true }) after?: string,
  ): Promise<EvaluationRunConnection> {
    const size = checkedPageSize('first', first, context.services.config.api.maxPageSize);
    const afterId = after ? decodeRunCursor(after) : undefined;
    const { prisma } = context.services;
    const [rows, totalCount] = await Promise.all([
      prisma.evaluationRun.findMany({ where: afterId === undefined ? {} : { id: { lt: afterId } }, orderBy: { id: 'desc' }, take: size + 1 }),
      prisma.evaluationRun.count(),
    ]);
    return { ...connectionPage(rows, size, afterId !== undefined, (row) => encodeRunCursor(row.id), fromRow), totalCount };
  }

  @Authorized('admin')
  @Query(() => EvaluationRun, { description: 'One evaluation run by id. Needs an admin key.' })
  async evaluationRun(@Arg('id', () => ID) id: string, @Ctx() context: Context): Promise<EvaluationRecord> {
    const row = await context.services.prisma.evaluationRun.findUnique({ where: { id: checkedStoredId('id', id, 'evaluation run') } });
    if (!row) throw notFound('evaluation run', id);
    return fromRow(row);
  }

  @FieldResolver(() => QueryEvaluationConnection, { description: 'Per-query results, in query id order, with Relay cursors.' })
  perQuery(
    @Root() run: EvaluationRecord,
    @Ctx() context: Context,
    @Arg('first', () => Int, { defaultValue: DEFAULT_QUERY_PAGE }) first: number,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the page before.' }) after?: string,
  ): QueryEvaluationConnection {
    const request = rankedPageRequest(`perQuery:${run.id}`, { argument: 'first', value: first, max: context.services.config.api.maxPageSize }, after, run.perQuery.length + 1);
    const page = rankedPage(run.perQuery, request, (q): QueryEvaluation => ({ ...q, measures: Object.entries(q.measures).map(([measure, value]) => ({ measure, value })) }));
    return { ...page, totalCount: run.perQuery.length };
  }

  @FieldResolver(() => Int, { description: 'Queries scored (judged, in the split, after sampling): the number of per-query results.' })
  evaluatedQueries(@Root() run: EvaluationRecord): number {
    return run.perQuery.length;
  }

  // Admin, like the runs themselves: the report shows their configuration.
  @Authorized('admin')
  @FieldResolver(() => String, {
    description:
      'The self-contained HTML report (inline CSS and SVG, no script) of the runs of this batch that measured the same query set, in the order they were made: the report `refgraph eval` writes.',
  })
  async report(@Root() run: EvaluationRecord, @Ctx() context: Context): Promise<string> {
    return storedRunsReport(await runsMeasuredWith(context.services.prisma, run), new Date());
  }
}

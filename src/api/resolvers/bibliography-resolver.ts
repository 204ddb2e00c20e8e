import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import { CITATION_FORMAT_INFO, CitationFormat, CitationOrder, checkedMaxSize, checkedPreselectRequest, ExportedFile, exportPapers, preselect, renderCitations } from '../../bibliography';
import { invalidArgument, notFound } from '../../errors/refgraph-error';
import { FEATURES } from '../../rank';
import type { Context } from '../context';
import { preselectSettings, rankEngines } from '../../app';
import { BibliographyQueryInput, CitationExport, CitationFormatEnum, CitationOrderEnum, Preselection, PreselectionCutReasonEnum, PreselectionSourceEnum } from '../types/bibliography';
import type { Paper } from '../types/paper';
import type { FusionMethodEnum } from '../types/recommend';
import { YearScalar } from '../types/scalars';

@Resolver()
export class BibliographyResolver {
  @Query(() => Preselection, {
    description:
      'A high-recall subset of the library for a bibliography on a topic or title: BM25, dense kNN (query role vs passage vectors) and citation-graph expansion, fused. ' +
      'INVALID_ARGUMENT for an empty title, first < 1 or a bad year; QUERY_TOO_LARGE above REFGRAPH_BIBLIOGRAPHY_MAX_SIZE.',
  })
  async preselectBibliography(
    @Arg('query', () => BibliographyQueryInput) query: BibliographyQueryInput,
    @Ctx() context: Context,
    @Arg('first', () => Int, { defaultValue: 100, description: 'Papers wanted, 1 to REFGRAPH_BIBLIOGRAPHY_MAX_SIZE (itself 1000 unless configured).' }) first: number,
    @Arg('before', () => YearScalar, { nullable: true, description: 'Only papers published before this year.' }) before?: number,
    @Arg('cut', () => Boolean, { defaultValue: true, description: "Stop where the scores fall off (below a share of the best paper's score, docs/bibliography.md); false: `first` papers whenever there are that many." })
    cut: boolean = true,
  ): Promise<Preselection> {
    const { services } = context;
    const settings = preselectSettings(services.config);
    const request = checkedPreselectRequest(query, first, before, settings.maxSize, 'first', cut);
    const selection = await preselect(await rankEngines(services), request, settings);
    const papers = await context.loaders.paper.loadMany(selection.papers.map((p) => p.paperId));
    return {
      entries: selection.papers.map((entry, i) => {
        const paper = papers[i];
        if (!paper || paper instanceof Error) throw paper ?? notFound('paper', entry.paperId);
        return { rank: entry.rank, score: entry.score, paper: paper as Paper, sources: entry.sources as PreselectionSourceEnum[] };
      }),
      maxYear: selection.maxYear,
      fusion: selection.fusion as FusionMethodEnum,
      weights: FEATURES.map((feature) => ({ feature, weight: selection.weights[feature] })),
      stages: selection.stages.map((s) => ({ stage: s.tag, candidates: s.candidates, milliseconds: s.milliseconds })),
      cut: { reason: selection.cut.reason as PreselectionCutReasonEnum, size: selection.cut.size, minScore: selection.cut.minScore },
    };
  }

  @Query(() => CitationExport, {
    description:
      'The given papers (each once) as a BibTeX, RIS or CSL-JSON file, records sorted by citation key or, with `order: GIVEN`, in the order of `paperIds`. NOT_FOUND names unknown ids; QUERY_TOO_LARGE above REFGRAPH_BIBLIOGRAPHY_MAX_SIZE ids.',
  })
  async exportCitations(
    @Arg('paperIds', () => [ID]) paperIds: string[],
    @Arg('format', () => CitationFormatEnum) format: CitationFormatEnum,
    @Ctx() context: Context,
    @Arg('order', () => CitationOrderEnum, { defaultValue: CitationOrderEnum.KEY, description: 'KEY (sorted by citation key) or GIVEN (as `paperIds` lists them).' }) order: CitationOrderEnum,
  ): Promise<CitationExport> {
    const file = await exported(format, paperIds, order as CitationOrder, context);
    const info = CITATION_FORMAT_INFO[format as CitationFormat];
    return { format, mediaType: info.mediaType, fileExtension: info.extension, text: file.text, entries: file.entries };
  }
}

async function exported(format: CitationFormatEnum, paperIds: string[], order: CitationOrder, context: Context): Promise<ExportedFile> {
  if (paperIds.length === 0) throw invalidArgument('paperIds', 'give at least one paper id');
  checkedMaxSize('paperIds', new Set(paperIds).size, context.services.config.bibliography.maxSize);
  return renderCitations(format as CitationFormat, await exportPapers(context.services.prisma, paperIds), order);
}

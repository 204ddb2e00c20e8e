import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Paper } from './paper';
import { FeatureWeight, FusionMethodEnum, StageSize } from './recommend';
import { FreeTextScalar } from './scalars';

@InputType({ description: 'What a bibliography is about: a topic or a working title, optionally with an abstract and keywords.' })
export class BibliographyQueryInput {
  @Field(() => FreeTextScalar, { description: 'The topic or title; must not be empty.' })
  title!: string;

  @Field(() => FreeTextScalar, { nullable: true })
  abstract?: string;

  @Field(() => [String], { nullable: true })
  keywords?: string[];
}

export enum PreselectionSourceEnum {
  BM25 = 'bm25',
  DENSE = 'dense',
  GRAPH = 'graph',
}
registerEnumType(PreselectionSourceEnum, {
  name: 'PreselectionSource',
  description: 'BM25: full-text match. DENSE: kNN of the query (query role) against the papers’ passage vectors. GRAPH: cites or is cited by a top text hit.',
});

@ObjectType()
export class PreselectionEntry {
  @Field(() => Int)
  rank!: number;

  @Field(() => Paper)
  paper!: Paper;

  @Field(() => Float, { description: 'Fused score (by default Σ weight × feature, bm25 1, dense 1, graph 2); only the order matters.' })
  score!: number;

  @Field(() => [PreselectionSourceEnum], { description: 'The retrievers that found the paper.' })
  sources!: PreselectionSourceEnum[];
}

export enum PreselectionCutReasonEnum {
  SCORE_FELL = 'SCORE_FELL',
  MAX_SIZE = 'MAX_SIZE',
  ALL_CANDIDATES = 'ALL_CANDIDATES',
}
registerEnumType(PreselectionCutReasonEnum, {
  name: 'PreselectionCutReason',
  description: 'Why a preselection stopped where it did.',
  valuesConfig: {
    SCORE_FELL: { description: "The next paper's score fell below the preset's share of the best paper's (docs/bibliography.md)." },
    MAX_SIZE: { description: 'The size asked for (first) was reached, every paper above the share.' },
    ALL_CANDIDATES: { description: 'Every candidate is in, all above the share: fewer papers match (or are older than `before`) than asked for.' },
  },
});

@ObjectType({ description: 'Where a preselection stopped, and why.' })
export class PreselectionCut {
  @Field(() => PreselectionCutReasonEnum)
  reason!: PreselectionCutReasonEnum;

  @Field(() => Int, { description: 'Papers kept: the length of entries.' })
  size!: number;

  @Field(() => Float, { nullable: true, description: "The lowest score kept: the preset's share (0.25 as shipped) of the best score; null when there was no scale to cut by (cut: false, or no score above 0)." })
  minScore!: number | null;
}

@ObjectType()
export class Preselection {
  @Field(() => [PreselectionEntry], { description: 'Best first, at most first, stopping where the scores fall off (cut).' })
  entries!: PreselectionEntry[];

  @Field(() => Int, { nullable: true, description: 'Papers are published in or before this year (before - 1); null without `before`.' })
  maxYear!: number | null;

  @Field(() => FusionMethodEnum)
  fusion!: FusionMethodEnum;

  @Field(() => [FeatureWeight])
  weights!: FeatureWeight[];

  @Field(() => [StageSize])
  stages!: StageSize[];

  @Field(() => PreselectionCut)
  cut!: PreselectionCut;
}

export enum CitationFormatEnum {
  BIBTEX = 'bibtex',
  RIS = 'ris',
  CSL_JSON = 'csl-json',
}
registerEnumType(CitationFormatEnum, {
  name: 'CitationFormat',
  description: 'A citation file format. Every format gives the same papers the same citation keys, in the same order.',
  valuesConfig: {
    BIBTEX: { description: 'BibTeX (.bib, UTF-8), for LaTeX with BibTeX or biber.' },
    RIS: { description: 'RIS (.ris, UTF-8, CRLF lines), for Zotero, Mendeley, EndNote and other reference managers.' },
    CSL_JSON: { description: 'CSL-JSON (one JSON array of items), for Zotero, pandoc (its citation keys are the item ids) and citeproc.' },
  },
});

export enum CitationOrderEnum {
  KEY = 'key',
  GIVEN = 'given',
}
registerEnumType(CitationOrderEnum, {
  name: 'CitationOrder',
  description: 'The order of a citation file\'s records.',
  valuesConfig: {
    KEY: { description: 'Sorted by citation key (a file one looks entries up in).' },
    GIVEN: { description: 'In the order of the ids given, each paper at its first place (a ranking or a reading list kept in the user\'s order).' },
  },
});

@ObjectType()
export class CitationEntry {
  @Field(() => ID)
  paperId!: string;

  @Field({ description: 'Citation key (BibTeX key, RIS ID, CSL-JSON id): surname + year + first significant title word, lettered a, b, c by paper id when papers share it.' })
  key!: string;

  @Field({ description: "The record type in the format's own vocabulary: BibTeX article, inproceedings, techreport, book, misc; RIS JOUR, CPAPER, RPRT, BOOK, GEN; CSL article-journal, paper-conference, report, book, article." })
  type!: string;
}

@ObjectType()
export class CitationExport {
  @Field(() => CitationFormatEnum)
  format!: CitationFormatEnum;

  @Field({ description: 'The media type a download of `text` would carry, e.g. application/x-research-info-systems.' })
  mediaType!: string;

  @Field({ description: 'The usual file extension, without the dot: bib, ris, json.' })
  fileExtension!: string;

  @Field({ description: 'The file, UTF-8, records in the order asked (by key unless `order: GIVEN`).' })
  text!: string;

  @Field(() => [CitationEntry], { description: 'In the order of the file.' })
  entries!: CitationEntry[];
}

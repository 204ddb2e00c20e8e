import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Paper } from './paper';

export enum CitationDirectionEnum {
  OUT = 'OUT',
  IN = 'IN',
  BOTH = 'BOTH',
}
registerEnumType(CitationDirectionEnum, {
  name: 'CitationDirection',
  description: 'OUT: follow references (to cited papers). IN: follow citations (to citing papers). BOTH: either.',
});

export enum NegativeStrategyEnum {
  GRAPH_NEIGHBOURS = 'GRAPH_NEIGHBOURS',
  PREFILTERED = 'PREFILTERED',
  MOST_CITED = 'MOST_CITED',
  CITED = 'CITED',
  RANDOM = 'RANDOM',
}
registerEnumType(NegativeStrategyEnum, {
  name: 'NegativeStrategy',
  description:
    'GRAPH_NEIGHBOURS: papers 2-3 citation hops away (either direction). PREFILTERED: BM25 top hits for the paper\'s title and abstract. ' +
    'MOST_CITED: the most cited papers of its fields of study. CITED: papers cited at least once. RANDOM: any paper. ' +
    'Never the paper itself, its references, or papers published after it.',
});

@ObjectType({ description: "A paper of a neighbourhood, as the citation graph (Neo4j) holds it to draw it; `paper` is the full paper." })
export class NeighbourhoodNode {
  @Field(() => ID)
  id!: string;

  @Field()
  title!: string;

  @Field(() => Int)
  year!: number;

  @Field(() => Int, { description: 'Citations from papers in the corpus.' })
  citationCount!: number;

  @Field(() => Int, { description: 'Shortest hop distance from the centre (0 for the centre).' })
  depth!: number;
}

@ObjectType({ description: 'A citation: source cites target.' })
export class CitationEdge {
  @Field(() => ID)
  source!: string;

  @Field(() => ID)
  target!: string;
}

@ObjectType({ description: 'The papers around a paper in the citation graph, with the citations among them, ready to draw.' })
export class Neighbourhood {
  @Field(() => NeighbourhoodNode)
  centre!: NeighbourhoodNode;

  @Field(() => [NeighbourhoodNode], { description: 'Nearest first, then most cited, then by id; the centre is not among them.' })
  nodes!: NeighbourhoodNode[];

  @Field(() => [CitationEdge], { description: 'Every citation between two drawn papers (the centre included).' })
  edges!: CitationEdge[];

  @Field(() => Int, { description: 'Papers within reach before the limit.' })
  reachable!: number;

  @Field({ description: 'True when the limit cut papers off.' })
  truncated!: boolean;

  @Field(() => Int, { description: 'Upper bound of the citation links the traversal could follow (the figure checked against the cap).' })
  estimatedTraversals!: number;
}

@ObjectType({ description: 'A paper related to another by co-citation or bibliographic coupling.' })
export class RelatedPaper {
  @Field(() => Paper)
  paper!: Paper;

  @Field(() => Int, { description: 'coCited: papers citing both. coupled: references both cite.' })
  shared!: number;

  @Field(() => Float, {
    description: "Salton's cosine: shared / sqrt(degree of one · degree of the other); degrees are citation counts (coCited) or reference counts (coupled).",
  })
  similarity!: number;
}

@ObjectType({ description: 'Citation overlap (MDCR): O(q, c) = |OUT(q) ∩ (OUT(c) ∪ IN(c))| / |OUT(q)|.' })
export class CitationOverlap {
  @Field(() => ID)
  queryPaperId!: string;

  @Field(() => ID)
  candidateId!: string;

  @Field(() => Int, { description: "|OUT(q)|: the query paper's references." })
  references!: number;

  @Field(() => Int, { description: 'References of the query paper that the candidate cites or is cited by.' })
  shared!: number;

  @Field(() => Float, { description: 'shared / references; 0 when the query paper has no references.' })
  overlap!: number;
}

@ObjectType()
export class CitationPath {
  @Field(() => [Paper], { description: 'From the first paper to the second.' })
  papers!: Paper[];

  @Field(() => [CitationEdge], { description: 'One per hop, in path order, each as the citation runs.' })
  edges!: CitationEdge[];
}

@ObjectType({ description: 'The shortest citation paths between two papers.' })
export class CitationPaths {
  @Field(() => Int, { nullable: true, description: 'Hops of the shortest paths; null when none is within maxDepth.' })
  length!: number | null;

  @Field(() => [CitationPath], { description: "Ordered by their papers' ids." })
  paths!: CitationPath[];

  @Field({ description: 'True when more shortest paths exist than were returned.' })
  truncated!: boolean;
}

@ObjectType({ description: 'A paper ranked by PageRank within a subgraph.' })
export class InfluentialPaper {
  @Field(() => Int, { description: '1-based.' })
  rank!: number;

  @Field(() => Paper)
  paper!: Paper;

  @Field(() => Float, { description: 'OpenGDS PageRank (damping 0.85, 20 iterations) over the subgraph.' })
  pageRank!: number;

  @Field(() => Float, { description: 'pageRank / the sum over the subgraph (comparable across subgraphs).' })
  share!: number;

  @Field(() => Int, { description: 'Citations from papers inside the subgraph.' })
  inDegree!: number;
}

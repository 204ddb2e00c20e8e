import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Paper } from './paper';

@ObjectType({ description: 'Two papers of a map and how alike they are by citations; each pair once, the smaller id as source.' })
export class SimilarityLink {
  @Field(() => ID)
  source!: string;

  @Field(() => ID)
  target!: string;

  @Field(() => Int, { description: 'Papers citing both (co-citation).' })
  coCited!: number;

  @Field(() => Int, { description: 'References both cite (bibliographic coupling).' })
  coupled!: number;

  @Field(() => Float, {
    description: "Salton's cosine over citing papers and references together: (coCited + coupled) / sqrt((citations + references) of one · of the other), in [0, 1].",
  })
  similarity!: number;
}

@ObjectType({ description: 'A paper linked to many papers of a map: a prior work (they cite it) or a derivative work (it cites them).' })
export class MapNeighbour {
  @Field(() => Paper)
  paper!: Paper;

  @Field(() => Int, { description: 'Papers of the map citing it (prior work) or cited by it (derivative work).' })
  papers!: number;
}

@ObjectType({ description: "A map's papers by citation similarity, as Connected Papers draws them, with the set's prior and derivative works." })
export class SimilarityMap {
  @Field(() => [SimilarityLink], { description: "Each paper's strongest links (kept when among the strongest of either end) and every link of the centre; most alike first." })
  links!: SimilarityLink[];

  @Field(() => [MapNeighbour], { description: 'Papers most cited by the map\'s papers (its own papers included), most citing papers first, then most cited.' })
  priorWorks!: MapNeighbour[];

  @Field(() => [MapNeighbour], { description: 'Papers citing most of the map\'s papers (its own papers included), most cited map papers first, then most cited.' })
  derivativeWorks!: MapNeighbour[];

  @Field(() => Int, { description: 'Upper bound of the citation links the queries walk (the figure checked against the cap).' })
  estimatedTraversals!: number;
}

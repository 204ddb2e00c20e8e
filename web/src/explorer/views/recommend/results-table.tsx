import { featureColour } from './feature-colours';
import { resultsOf, type Recommendation, type RecommendationList } from './recommend-query';
import { TableScroll } from '../../table-scroll';
import { PaperCells, PaperColumnHeaders } from '../../paper-cells';

type Breakdown = Recommendation['breakdown'];

/** How far a list's bars reach left of zero (negative contributions) and right of it. */
interface BarScale {
  negative: number;
  positive: number;
}

const sumOf = (parts: Breakdown) => parts.reduce((sum, b) => sum + Math.abs(b.contribution), 0);
const lowering = (breakdown: Breakdown) => breakdown.filter((b) => b.contribution < 0);
const raising = (breakdown: Breakdown) => breakdown.filter((b) => b.contribution > 0);

/**
 * The ranked papers. Each score is drawn as a bar of its features' contributions, stacked: the
 * segments add up to the score (the API guarantees it), and every bar uses the same scale, so
 * bars compare across rows. Weighted sums and RRF only add; a learned ranker's parts can lower a
 * score, and those stack left of a zero line shared by every row.
 */
export function ResultsTable({ list }: { list: RecommendationList }) {
  const scale: BarScale = {
    negative: Math.max(0, ...resultsOf(list).map((r) => sumOf(lowering(r.breakdown)))),
    positive: Math.max(Number.MIN_VALUE, ...resultsOf(list).map((r) => sumOf(raising(r.breakdown)))),
  };
  return (
    <TableScroll label="Ranked papers">
      <table className="results">
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <PaperColumnHeaders />
            <th scope="col">Score and its parts</th>
            <th scope="col">Found by</th>
          </tr>
        </thead>
        <tbody>
          {resultsOf(list).map((result) => (
            <tr key={result.paper.id} data-paper-id={result.paper.id}>
              <td className="number">{result.rank}</td>
              <PaperCells paper={result.paper} />
              <td>
                <ContributionBar breakdown={result.breakdown} scale={scale} />
                <span className="score">{result.score.toFixed(4)}</span>
              </td>
              <td>
                {result.sources.map((source) => (
                  <span key={source} className="chip">
                    {source}
                  </span>
                ))}
                {result.graphLinks.length > 0 && <WhyGraph links={result.graphLinks} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function ContributionBar({ breakdown, scale }: { breakdown: Breakdown; scale: BarScale }) {
  const below = lowering(breakdown);
  const above = raising(breakdown);
  const described = [...above, ...below].map((b) => `${b.feature} ${b.contribution.toFixed(3)}`).join(', ');
  const share = (amount: number) => `${(100 * amount) / (scale.negative + scale.positive)}%`;
  const part = (b: Breakdown[number]) => (
    <span
      key={b.feature}
      data-feature={b.feature}
      style={{ width: share(Math.abs(b.contribution)), background: featureColour(b.feature) }}
      title={`${b.feature}: value ${b.value.toFixed(3)} × weight ${Number(b.weight.toFixed(3))} = ${b.contribution.toFixed(4)}`}
    />
  );
  return (
    <div className="bar" role="img" aria-label={described === '' ? 'no feature contributed' : described}>
      {scale.negative > 0 && <span className="gap" style={{ width: share(scale.negative - sumOf(below)) }} />}
      {below.map(part)}
      {scale.negative > 0 && <span className="zero" />}
      {above.map(part)}
    </div>
  );
}

const LINK_WORDS = (link: Recommendation['graphLinks'][number]) =>
  link.citesSeed && link.citedBySeed ? 'cites and is cited by' : link.citesSeed ? 'cites' : 'is cited by';

/**
 * Why the citation graph scored the paper: the seeds (the papers BM25 and dense kNN ranked
 * highest) it cites or is cited by. A graph-expanded paper came in through these links.
 */
function WhyGraph({ links }: { links: Recommendation['graphLinks'] }) {
  return (
    <details className="why">
      <summary>why: {links.length} citation {links.length === 1 ? 'link' : 'links'}</summary>
      <p>Linked by citation to papers the text search ranked highest:</p>
      <ul>
        {links.map((link) => (
          <li key={link.seed.id} data-seed={link.seed.id}>
            {LINK_WORDS(link)} <span className="title">{link.seed.title}</span> ({link.seed.year})
          </li>
        ))}
      </ul>
    </details>
  );
}

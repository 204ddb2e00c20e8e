import type { ConceptHit } from './concept-query';
import { TableScroll } from '../../table-scroll';
import { CollectionToggle } from '../../collection/collection-toggle';

const number = (value: number | null) => (value === null ? '—' : value.toFixed(4));

/** The page's hits in rank order, each marked passed or failed when there is a threshold. */
export function ConceptResults({ hits, thresholdScore }: { hits: ConceptHit[]; thresholdScore: 'COSINE' | 'MARGIN' | null }) {
  return (
    <TableScroll label="Concept search hits">
      <table className="results concept-results">
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Paper</th>
            <th scope="col">Language</th>
            <th scope="col">Year</th>
            <th scope="col" className="number">
              Score
            </th>
            <th scope="col" className="number">
              Cosine
            </th>
            <th scope="col" className="number">
              Margin
            </th>
            {thresholdScore !== null && <th scope="col">Threshold</th>}
          </tr>
        </thead>
        <tbody>
          {hits.map((hit) => (
            <tr key={hit.paper.id} data-paper-id={hit.paper.id} data-language={hit.language ?? 'unknown'} data-passed={hit.passed === null ? undefined : String(hit.passed)} className={hit.passed === false ? 'failed' : undefined}>
              <td className="number">{hit.rank}</td>
              <td>
                <span className="title">{hit.paper.title}</span>
                <span className="authors">{hit.paper.authors.map((a) => a.name).join(', ')}</span>
                <code className="id">{hit.paper.id}</code>
                <CollectionToggle paper={hit.paper} />
              </td>
              <td>
                <span className="chip">{hit.language ?? 'unknown'}</span>
              </td>
              <td className="number">{hit.paper.year}</td>
              <td className="number">{number(hit.score)}</td>
              <td className="number">{number(hit.cosine)}</td>
              <td className="number">{number(hit.margin)}</td>
              {thresholdScore !== null && (
                <td>
                  {hit.passed === null ? (
                    '—'
                  ) : (
                    <span className={`verdict ${hit.passed ? 'passed' : 'failed'}`}>
                      {hit.passed ? '✓ passed' : '✗ failed'} <span className="score">{`${thresholdScore === 'MARGIN' ? 'margin' : 'cosine'} ≥ ${number(hit.threshold)}`}</span>
                    </span>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

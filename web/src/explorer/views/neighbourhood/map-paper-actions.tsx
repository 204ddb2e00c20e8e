/** What the citation map does with a clicked paper: expand it in place, recenter there, or show the citation path from the centre. */
import { writeParams } from '../../url-state';

export function MapPaperActions({ paperId, isCentre, pathShown, expanded, onExpand }: { paperId: string; isCentre: boolean; pathShown: boolean; expanded: boolean; onExpand: () => void }) {
  return (
    <>
      <p className="panel-actions">
        <button type="button" disabled={expanded} onClick={onExpand}>
          {expanded ? 'Expanded' : 'Expand here'}
        </button>
      </p>
      {!isCentre && (
        <p className="panel-actions">
          <button type="button" onClick={() => writeParams({ paper: paperId, selected: undefined, path: undefined, expand: undefined }, 'push')}>
            Recenter here
          </button>{' '}
          <button type="button" aria-pressed={pathShown} onClick={() => writeParams({ path: pathShown ? undefined : paperId }, 'replace')}>
            {pathShown ? 'Hide the path' : 'Path from the centre'}
          </button>
        </p>
      )}
    </>
  );
}

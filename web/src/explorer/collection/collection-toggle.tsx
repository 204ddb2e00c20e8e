/**
 * Accept a paper into the collection or reject it, from any list that shows it: two toggle
 * buttons (aria-pressed) named after the paper, so a screen reader hears which paper each is for;
 * pressing the pressed one again takes the verdict back.
 */
import { toggled, verdictOf, type Verdict } from './collection';
import { updateCollection, useCollection } from './collection-store';
import './collection.css';

const ACTIONS: { verdict: Verdict; text: string; label: (title: string) => string }[] = [
  { verdict: 'accepted', text: 'Accept', label: (title) => `Accept “${title}” into the collection` },
  { verdict: 'rejected', text: 'Reject', label: (title) => `Reject “${title}” (recommend nothing like it)` },
];

export function CollectionToggle({ paper }: { paper: { id: string; title: string } }) {
  const verdict = verdictOf(useCollection().collection, paper.id);
  return (
    <span className="collection-toggle" data-verdict={verdict ?? 'none'}>
      {ACTIONS.map((action) => (
        <button
          key={action.verdict}
          type="button"
          className={action.verdict}
          aria-pressed={verdict === action.verdict}
          aria-label={action.label(paper.title)}
          onClick={() => updateCollection((collection) => toggled(collection, paper.id, action.verdict))}
        >
          {action.text}
        </button>
      ))}
    </span>
  );
}

import { useState } from 'react';
import { writeParams } from '../../url-state';
import { BibliographyState, joinedKeywords, MAX_FORM_SIZE, splitKeywords } from './bibliography-query';

/** Title, abstract, keywords, size and "published before", applied together as one shareable URL. */
export function BibliographyForm({ state }: { state: BibliographyState }) {
  const [title, setTitle] = useState(state.title);
  const [abstract, setAbstract] = useState(state.abstract);
  const [keywords, setKeywords] = useState(state.keywords.join(', '));
  const [size, setSize] = useState(String(state.size));
  const [before, setBefore] = useState(state.before === null ? '' : String(state.before));
  return (
    <form
      className="bibliography-form"
      onSubmit={(event) => {
        event.preventDefault();
        writeParams(
          { title: title.trim(), abstract: abstract.trim(), kw: joinedKeywords(splitKeywords(keywords, ',')), size: size.trim(), before: before.trim(), drop: undefined },
          'push',
        );
      }}
    >
      <label className="wide">
        Title or topic <input aria-label="Title or topic" value={title} onChange={(event) => setTitle(event.target.value)} placeholder="e.g. Coral reef bleaching under ocean warming" required />
      </label>
      <label className="wide">
        Abstract <textarea aria-label="Abstract" rows={3} value={abstract} onChange={(event) => setAbstract(event.target.value)} />
      </label>
      <label>
        Keywords <input aria-label="Keywords" value={keywords} onChange={(event) => setKeywords(event.target.value)} placeholder="comma-separated" />
      </label>
      <label>
        Papers <input type="number" aria-label="Papers" min={1} max={MAX_FORM_SIZE} value={size} onChange={(event) => setSize(event.target.value)} />
      </label>
      <label>
        Published before <input aria-label="Published before" inputMode="numeric" size={5} value={before} onChange={(event) => setBefore(event.target.value)} placeholder="any year" />
      </label>
      <button type="submit">Preselect</button>
    </form>
  );
}

import { useState } from 'react';
import { findPapers, findTalks } from '../../search/finders';
import { SearchBox } from '../../search/search-box';
import { useSearch, writeParams } from '../../url-state';

const SOURCES = [
  { id: 'talk', label: 'A talk' },
  { id: 'paper', label: 'A stored paper' },
  { id: 'text', label: 'Pasted text' },
] as const;

/** What to recommend for: a talk or a stored paper (found by title words or any id), or a pasted citation context or title. */
export function QuerySource() {
  const search = useSearch();
  const source = search.get('source') ?? 'talk';
  return (
    <section className="query-source" aria-label="What to recommend for">
      <fieldset className="choices">
        <legend>Recommend citations for</legend>
        {SOURCES.map(({ id, label }) => (
          <label key={id}>
            <input type="radio" name="source" value={id} checked={source === id} onChange={() => writeParams({ source: id }, 'push')} /> {label}
          </label>
        ))}
      </fieldset>
      {source === 'talk' && (
        <SearchBox
          key="talk"
          label="Talk"
          find={findTalks}
          browsable
          initialText={search.get('talk') ?? ''}
          placeholder="title words or speaker; ↓ lists the talks"
          nothingFound="No stored talk matches."
          onPick={(talk) => writeParams({ talk: talk.id }, 'push')}
        />
      )}
      {source === 'paper' && (
        <SearchBox
          key="paper"
          label="Paper"
          find={findPapers}
          initialText={search.get('paper') ?? ''}
          placeholder="title words, DOI, arXiv, OpenAlex or ACL id"
          nothingFound="No stored paper matches."
          onPick={(paper) => writeParams({ paper: paper.id }, 'push')}
        />
      )}
      {source === 'text' && <TextForm initial={{ text: search.get('text') ?? '', kind: search.get('kind') ?? 'context', year: search.get('year') ?? '' }} />}
    </section>
  );
}

function TextForm({ initial }: { initial: { text: string; kind: string; year: string } }) {
  const [text, setText] = useState(initial.text);
  const [kind, setKind] = useState(initial.kind);
  const [year, setYear] = useState(initial.year);
  return (
    <form
      className="text-form"
      onSubmit={(event) => {
        event.preventDefault();
        writeParams({ text: text.trim(), kind, year: year.trim() }, 'push');
      }}
    >
      <label>
        The text is a{' '}
        <select value={kind} onChange={(event) => setKind(event.target.value)}>
          <option value="context">citation context (local)</option>
          <option value="title">paper title (global)</option>
        </select>
      </label>
      <label className="wide">
        Text <textarea value={text} onChange={(event) => setText(event.target.value)} rows={3} />
      </label>
      <label>
        Written in (year; candidates are older) <input inputMode="numeric" value={year} onChange={(event) => setYear(event.target.value)} size={6} />
      </label>
      <button type="submit">Recommend</button>
    </form>
  );
}

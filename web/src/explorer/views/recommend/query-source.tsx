import { useState } from 'react';
import { useSearch, writeParams } from '../../url-state';
import { TalkPicker } from './talk-picker';

const SOURCES = [
  { id: 'talk', label: 'A talk' },
  { id: 'paper', label: 'A stored paper' },
  { id: 'text', label: 'Pasted text' },
] as const;

/** What to recommend for: a talk, a paper by id, or a pasted citation context or title. */
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
      {source === 'talk' && <TalkPicker selected={search.get('talk')} onPick={(talk) => writeParams({ talk }, 'push')} />}
      {source === 'paper' && <PaperForm initial={search.get('paper') ?? ''} />}
      {source === 'text' && <TextForm initial={{ text: search.get('text') ?? '', kind: search.get('kind') ?? 'context', year: search.get('year') ?? '' }} />}
    </section>
  );
}

function PaperForm({ initial }: { initial: string }) {
  const [paper, setPaper] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        writeParams({ paper: paper.trim() }, 'push');
      }}
    >
      <label>
        Paper id <input value={paper} onChange={(event) => setPaper(event.target.value)} placeholder="e.g. devlin2019bert" />
      </label>
      <button type="submit">Recommend</button>
    </form>
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

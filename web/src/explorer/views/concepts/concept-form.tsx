import { useEffect, useState } from 'react';
import { writeParams } from '../../url-state';
import { ConceptState, MODES, QUERY_LANGUAGES, UNKNOWN_LANGUAGE } from './concept-query';

const MODE_LABELS: Record<(typeof MODES)[number], string> = { HYBRID: 'hybrid', DENSE: 'dense (meaning)', LEXICAL: 'lexical (words)' };

/**
 * The concept, its languages, cross-lingual, mode, threshold, passed only. The text is applied on
 * submit; every other control applies at once. Any change goes back to page 1.
 */
export function ConceptForm({ state }: { state: ConceptState }) {
  const [text, setText] = useState(state.query);
  useEffect(() => setText(state.query), [state.query]);
  const [cosine, setCosine] = useState(state.threshold.kind === 'cosine' ? String(state.threshold.value) : '0.85');
  const apply = (changes: Record<string, string | undefined>) => writeParams({ ...changes, p: undefined }, 'push');
  const thresholdKind = state.threshold.kind;

  const toggleLanguage = (language: string) => {
    const languages = state.languages.includes(language) ? state.languages.filter((l) => l !== language) : [...state.languages, language];
    if (languages.length === 0) return; // a search needs a query language
    // A monolingual search only returns papers in its query languages: drop document-language filters outside them.
    const documentLanguages = state.crossLingual ? state.documentLanguages : state.documentLanguages.filter((l) => l !== null && languages.includes(l));
    apply({ ql: languages.length === QUERY_LANGUAGES.length ? undefined : languages.join(','), dl: documentLanguages.map((l) => l ?? UNKNOWN_LANGUAGE).join(',') });
  };

  return (
    <form
      className="concept-form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        apply({ q: text.trim() });
      }}
    >
      <label className="wide">
        Concept <input type="search" aria-label="Concept" value={text} onChange={(event) => setText(event.target.value)} placeholder="e.g. traducció automàtica" required />
      </label>
      <button type="submit">Search</button>
      <fieldset className="choices language-chips">
        <legend>Query languages</legend>
        {QUERY_LANGUAGES.map((language) => (
          <label key={language} className="chip-toggle">
            <input type="checkbox" checked={state.languages.includes(language)} onChange={() => toggleLanguage(language)} aria-label={`query language ${language}`} />
            {language}
          </label>
        ))}
      </fieldset>
      <label>
        <input
          type="checkbox"
          checked={state.crossLingual}
          onChange={(event) =>
            apply({
              xl: event.target.checked ? '1' : undefined,
              dl: event.target.checked ? state.documentLanguages.map((l) => l ?? UNKNOWN_LANGUAGE).join(',') : state.documentLanguages.filter((l) => l !== null && state.languages.includes(l)).join(','),
            })
          }
        />{' '}
        Cross-lingual (papers in any language)
      </label>
      <fieldset className="choices">
        <legend>Mode</legend>
        {MODES.map((mode) => (
          <label key={mode}>
            <input type="radio" name="mode" value={mode} checked={state.mode === mode} onChange={() => apply({ mode: mode === 'HYBRID' ? undefined : mode })} /> {MODE_LABELS[mode]}
          </label>
        ))}
      </fieldset>
      <label>
        Threshold{' '}
        <select
          aria-label="Threshold"
          value={thresholdKind}
          onChange={(event) => {
            const kind = event.target.value;
            apply({ th: kind === 'calibrated' ? 'calibrated' : kind === 'cosine' ? cosine : undefined, passed: kind === 'none' ? undefined : state.passedOnly ? '1' : undefined });
          }}
        >
          <option value="none">none</option>
          <option value="calibrated">calibrated (margin)</option>
          <option value="cosine">cosine…</option>
        </select>
      </label>
      {thresholdKind === 'cosine' && (
        <label>
          Cosine{' '}
          <input
            type="number"
            aria-label="Cosine threshold"
            min={-1}
            max={1}
            step={0.01}
            value={cosine}
            onChange={(event) => setCosine(event.target.value)}
            onBlur={() => apply({ th: cosine })}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                apply({ th: cosine });
              }
            }}
          />
        </label>
      )}
      <label>
        <input type="checkbox" checked={state.passedOnly} disabled={thresholdKind === 'none'} onChange={(event) => apply({ passed: event.target.checked ? '1' : undefined })} /> Passing hits only
      </label>
    </form>
  );
}

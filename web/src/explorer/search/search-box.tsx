/**
 * One search box for papers and talks: suggestions while typing, picked with the mouse or the
 * keyboard (the WAI-ARIA combobox pattern with a listbox popup: ↓/↑ move through the
 * suggestions, Enter picks the highlighted one or else the first, Escape closes the list and a
 * second Escape clears the text). Written here rather than taken from a UI kit: it is one small
 * component, and the explorer's first view stays free of a kit's runtime.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { readableError } from '../../shared/error-messages';
import type { Finder } from './finders';
import type { Suggestion } from './search-query';

/** Keystrokes settle this long before the API is asked (typing "transformer" asks once, not 11 times). */
const TYPING_PAUSE_MS = 120;

type Answer = { text: string; state: 'loading' } | { text: string; state: 'done'; suggestions: Suggestion[] } | { text: string; state: 'failed'; message: string };

export interface SearchBoxProps {
  label: string;
  find: Finder;
  onPick: (suggestion: Suggestion) => void;
  placeholder?: string;
  /** Text to start with (a title or id from the URL). */
  initialText?: string;
  /** Show suggestions for an empty box on focus (a short list such as the talks, to browse). */
  browsable?: boolean;
  /** What to say when nothing matches. */
  nothingFound?: string;
}

export function SearchBox({ label, find, onPick, placeholder, initialText = '', browsable = false, nothingFound = 'Nothing matches.' }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const pendingEnter = useRef(false);
  const wanted = open && (text.trim() !== '' || browsable);

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    setAnswer({ text, state: 'loading' });
    const timer = setTimeout(() => {
      find(text, controller.signal).then(
        (suggestions) => setAnswer({ text, state: 'done', suggestions }),
        (error: unknown) => {
          if ((error as Error).name !== 'AbortError') setAnswer({ text, state: 'failed', message: readableError(error).text });
        },
      );
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, wanted, find]);

  const suggestions = answer?.state === 'done' && answer.text === text ? answer.suggestions : [];
  const pick = (suggestion: Suggestion) => {
    setOpen(false);
    setActive(-1);
    setText(suggestion.title);
    onPick(suggestion);
  };

  // Enter pressed before the suggestions for the text arrived: pick the first once they do.
  useEffect(() => {
    if (!pendingEnter.current || answer?.text !== text || answer.state === 'loading') return;
    pendingEnter.current = false;
    if (answer.state === 'done' && answer.suggestions[0]) pick(answer.suggestions[0]);
  });

  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;
  // Answered for the text as it now is (a late answer for an older text is not shown).
  const answered = wanted && answer !== null && answer.text === text;
  const listShown = answered && suggestions.length > 0;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        else setActive((current) => (suggestions.length === 0 ? -1 : (current + 1) % suggestions.length));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        else setActive((current) => (suggestions.length === 0 ? -1 : current <= 0 ? suggestions.length - 1 : current - 1));
        break;
      case 'Enter': {
        // A box inside a form picks; it never submits the form half-typed.
        event.preventDefault();
        if (text.trim() === '') return;
        const chosen = suggestions[active] ?? suggestions[0];
        if (chosen) pick(chosen);
        else {
          pendingEnter.current = true;
          setOpen(true);
        }
        break;
      }
      case 'Escape':
        event.preventDefault();
        if (open) setOpen(false);
        else setText('');
        setActive(-1);
        break;
    }
  };

  return (
    <div className="search-box">
      <label htmlFor={`${id}-input`}>{label}</label>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={listShown}
        aria-controls={listShown ? listId : undefined}
        aria-activedescendant={listShown && active >= 0 && active < suggestions.length ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={text}
        placeholder={placeholder}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => browsable && setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {listShown && (
        <ul id={listId} role="listbox" aria-label={`${label}: suggestions`} className="suggestions">
          {suggestions.map((suggestion, index) => (
            <li
              key={`${suggestion.kind}:${suggestion.id}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              data-id={suggestion.id}
              data-kind={suggestion.kind}
              // Keep the focus in the box: a click picks without blurring it first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(suggestion)}
            >
              <span className="suggestion-title">{suggestion.title}</span>
              <span className="suggestion-detail">
                {suggestion.detail} · <span className="via">{suggestion.kind === 'talk' ? 'talk' : `by ${suggestion.via}`}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="search-status" role="status" aria-live="polite">
        {answered && answer?.state === 'loading' ? 'Searching…' : ''}
        {answered && answer?.state === 'done' ? (suggestions.length === 0 ? nothingFound : `${suggestions.length} suggestion${suggestions.length === 1 ? '' : 's'}: ↓ to choose, Enter to pick.`) : ''}
        {answered && answer?.state === 'failed' ? answer.message : ''}
      </p>
    </div>
  );
}

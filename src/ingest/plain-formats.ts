/**
 * Plain JSONL formats that external datasets (benchmark corpora, exports) are easily turned
 * into: one paper or one citation a line, without Refgraph's `kind` field. Pure mapping into
 * Refgraph records, which are then validated like any JSONL record (docs/ingest-format.md).
 *
 * papers:    {id, title, abstract?, year, authors?, venue?, doi?, keywords?, fieldsOfStudy?, language?, vector?, vectorModel?}
 *   - id may be a string or an integer; year an integer or a string of digits ("2019").
 *   - authors: names, or objects with a `name` and optionally an `orcid` (as several dumps ship them).
 *   - keywords are ignored: free-text tags of any granularity would flood the fields-of-study
 *     filter and the evaluation's per-field breakdown; give `fieldsOfStudy` for those.
 *   - any other field is ignored.
 * citations: {citing, cited}; any other field (contexts, intents, ...) is ignored.
 * A line that has a `kind` is a Refgraph record in the wrong format: it is refused, not guessed.
 */

import { isJsonObject } from '../common/json-object';
import type { Mapped } from './mapped';

function object(value: unknown): Record<string, unknown> | null {
  return isJsonObject(value) ? value : null;
}

function identifier(value: unknown): unknown {
  return Number.isSafeInteger(value) ? String(value) : value;
}

/** A plain line must be an object without a `kind`; null when it is. */
function refusal(line: Record<string, unknown> | null): Mapped | null {
  if (line === null) return { ok: false, field: '(record)', message: 'a record must be a JSON object' };
  if ('kind' in line) return { ok: false, field: 'kind', message: "plain lines have no kind: this looks like Refgraph's own format, use --format jsonl" };
  return null;
}

export function paperFromPlainLine(line: unknown): Mapped {
  const p = object(line);
  const refused = refusal(p);
  if (refused || p === null) return refused!;
  const year = typeof p.year === 'string' && /^\d{4}$/.test(p.year.trim()) ? Number(p.year.trim()) : p.year;
  return {
    ok: true,
    value: {
      kind: 'paper',
      id: identifier(p.id),
      title: p.title,
      abstract: p.abstract,
      year,
      // Names, or objects with a name (and an orcid): validation reads both forms.
      authors: p.authors,
      venue: p.venue,
      doi: p.doi,
      language: p.language,
      fieldsOfStudy: p.fieldsOfStudy,
      vector: p.vector,
      vectorModel: p.vectorModel,
    },
  };
}

export function citationFromPlainLine(line: unknown): Mapped {
  const c = object(line);
  const refused = refusal(c);
  if (refused || c === null) return refused!;
  const flag = c.allowLaterCitations === undefined ? {} : { allowLaterCitations: c.allowLaterCitations };
  return { ok: true, value: { kind: 'citation', citing: identifier(c.citing), cited: identifier(c.cited), ...flag } };
}

/**
 * Turns one parsed JSON value into a typed ingestion record, or into errors that name
 * the line and the field. Pure: no I/O. The id rule and the limits are in limits.ts, the checks
 * over the whole record (unsafe text, nesting) in record-shape.ts.
 */
import { isJsonObject } from '../common/json-object';
import { isPaperType, PAPER_TYPES, PaperType, pageRange } from '../bibliography';
import { AuthorList, readAuthorList } from './author-list';
import { bareDoi } from './identifiers';
import { isStoredLanguage } from '../common/language-codes';
import { MAX_YEAR, MIN_YEAR } from '../common/years';
import { DEFAULT_INGEST_LIMITS, idProblem, IngestLimits, reportedId } from './limits';
import { recordShapeProblem } from './record-shape';
import { AuthorDetail, IngestRecord, MERGED_PAPER_FIELDS, MERGED_TALK_FIELDS, RecordError } from './records';
import { NO_VECTORS, readVector, VectorExpectation } from './vectors';

export type Validation = { ok: true; record: IngestRecord } | { ok: false; errors: RecordError[] };


class FieldReader {
  readonly errors: RecordError[] = [];
  constructor(
    private readonly object: Record<string, unknown>,
    private readonly line: number,
    private readonly recordId: string | null,
    readonly limits: IngestLimits,
  ) {}

  fail(field: string, code: RecordError['code'], message: string): void {
    this.errors.push({ line: this.line, recordId: this.recordId, field, code, message });
  }

  /** `text` when it is at most `max` characters long; otherwise the failure is recorded. */
  bounded(field: string, text: string, max: number, setting: string): string {
    if (text.length <= max) return text;
    this.fail(field, 'INVALID_VALUE', `${field} must be at most ${max} characters (${setting}), got ${text.length}`);
    return '';
  }

  requiredString(field: string, max = this.limits.maxNameChars, setting = 'REFGRAPH_INGEST_MAX_NAME_CHARS'): string {
    const value = this.object[field];
    if (value === undefined || value === null) {
      this.fail(field, 'MISSING_FIELD', `${field} is required`);
      return '';
    }
    if (typeof value !== 'string' || value.trim() === '') {
      this.fail(field, 'INVALID_VALUE', `${field} must be a non-empty string`);
      return '';
    }
    return this.bounded(field, value.trim(), max, setting);
  }

  optionalString(field: string, max = this.limits.maxNameChars, setting = 'REFGRAPH_INGEST_MAX_NAME_CHARS'): string | null {
    const value = this.object[field];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') {
      this.fail(field, 'INVALID_VALUE', `${field} must be a string`);
      return null;
    }
    const trimmed = value.trim();
    return trimmed === '' ? null : this.bounded(field, trimmed, max, setting);
  }

  /** A flag: false when absent or null. */
  flag(field: string): boolean {
    const value = this.object[field];
    if (value === undefined || value === null) return false;
    if (typeof value !== 'boolean') {
      this.fail(field, 'INVALID_VALUE', `${field} must be true or false`);
      return false;
    }
    return value;
  }

  /** A record id, or an id naming another record (docs/operations.md: the id rule). */
  id(field: string): string {
    const value = this.requiredString(field, Number.MAX_SAFE_INTEGER);
    return value === '' ? '' : this.checkedId(field, value);
  }

  optionalId(field: string): string | null {
    const value = this.optionalString(field, Number.MAX_SAFE_INTEGER);
    return value === null ? null : this.checkedId(field, value) || null;
  }

  private checkedId(field: string, id: string): string {
    const problem = idProblem(id);
    if (problem === null) return id;
    this.fail(field, 'INVALID_VALUE', `${field} ${problem}`);
    return '';
  }

  title(field: string): string {
    return this.requiredString(field, this.limits.maxTitleChars, 'REFGRAPH_INGEST_MAX_TITLE_CHARS');
  }

  year(field: string): number {
    const value = this.object[field];
    if (value === undefined || value === null) {
      this.fail(field, 'MISSING_FIELD', `${field} is required`);
      return 0;
    }
    if (typeof value !== 'number' || !Number.isInteger(value) || value < MIN_YEAR || value > MAX_YEAR) {
      this.fail(field, 'INVALID_VALUE', `${field} must be an integer year in [${MIN_YEAR}, ${MAX_YEAR}]`);
      return 0;
    }
    return value;
  }

  /** False, with the failure recorded, when the list at `field` holds more than `max` entries. */
  countWithin(field: string, list: unknown[], max: number, setting: string): boolean {
    if (list.length <= max) return true;
    this.fail(field, 'INVALID_VALUE', `${field} must hold at most ${max} entries (${setting}), got ${list.length}`);
    return false;
  }

  /** A list of ids of other records (references). */
  idList(field: string): string[] {
    return this.stringList(field, Number.MAX_SAFE_INTEGER, this.limits.maxReferences, 'REFGRAPH_INGEST_MAX_REFERENCES').map((id, i) =>
      this.checkedId(`${field}[${i}]`, id),
    );
  }

  /** Strings of at most `max` characters; at most `maxItems` of them when a setting is named. */
  stringList(field: string, max = this.limits.maxNameChars, maxItems = Number.MAX_SAFE_INTEGER, itemsSetting = ''): string[] {
    const value = this.object[field];
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) {
      this.fail(field, 'INVALID_VALUE', `${field} must be a list of strings`);
      return [];
    }
    if (!this.countWithin(field, value, maxItems, itemsSetting)) return [];
    const strings: string[] = [];
    value.forEach((item, index) => {
      if (typeof item !== 'string' || item.trim() === '') {
        this.fail(`${field}[${index}]`, 'INVALID_VALUE', `${field}[${index}] must be a non-empty string`);
      } else {
        strings.push(this.bounded(`${field}[${index}]`, item.trim(), max, 'REFGRAPH_INGEST_MAX_NAME_CHARS'));
      }
    });
    return strings;
  }

  /** Authors in order, with their parts, ORCIDs and affiliations (author-list.ts). */
  authorList(field: string): AuthorList {
    return readAuthorList(this.object[field], field, this);
  }

  /** A short text that sources give as a string or a number (volume, issue). */
  shortText(field: string): string | null {
    const value = this.object[field];
    if (Number.isSafeInteger(value)) return String(value);
    return this.optionalString(field);
  }

  /** Pages "12-34" (an en dash or "--" also separates them: stored as "12-34"), one page, or an article number. */
  pages(field: string): string | null {
    const text = this.shortText(field);
    const range = pageRange(text);
    return range === null ? null : range.last === null ? range.first : `${range.first}-${range.last}`;
  }

  paperType(field: string): PaperType | null {
    const value = this.optionalString(field);
    if (value === null) return null;
    if (isPaperType(value)) return value;
    this.fail(field, 'INVALID_VALUE', `${field} must be one of ${PAPER_TYPES.join(', ')}`);
    return null;
  }

  /** An http(s) URL. */
  url(field: string): string | null {
    const value = this.optionalString(field, this.limits.maxNameChars);
    if (value === null) return null;
    if (/^https?:\/\/\S+$/i.test(value)) return value;
    this.fail(field, 'INVALID_VALUE', `${field} must be an http or https URL`);
    return null;
  }

  stringMap(field: string): Record<string, string> {
    const value = this.object[field];
    if (value === undefined || value === null) return {};
    if (typeof value !== 'object' || Array.isArray(value)) {
      this.fail(field, 'INVALID_VALUE', `${field} must be an object of strings`);
      return {};
    }
    const map: Record<string, string> = {};
    for (const [key, item] of Object.entries(value)) {
      if (key.length > this.limits.maxNameChars) this.fail(field, 'INVALID_VALUE', `${field} keys must be at most ${this.limits.maxNameChars} characters`);
      else if (typeof item === 'string') map[key] = this.bounded(`${field}.${key}`, item, this.limits.maxNameChars, 'REFGRAPH_INGEST_MAX_NAME_CHARS');
      else this.fail(`${field}.${key}`, 'INVALID_VALUE', `${field}.${key} must be a string`);
    }
    return map;
  }

  language(field: string): string | null {
    const value = this.optionalString(field);
    if (value === null) return null;
    const code = value.toLowerCase();
    if (!isStoredLanguage(code)) {
      this.fail(field, 'INVALID_VALUE', `${field} must be an ISO 639-1 code such as 'en', 'es' or 'ca', or 'und'`);
      return null;
    }
    return code;
  }

  /** The optional `vector` with its `vectorModel` (vectors.ts); null when absent or refused. */
  vector(expectation: VectorExpectation): Float32Array | null {
    const read = readVector(this.object.vector, this.object.vectorModel, expectation);
    if (read === null || read instanceof Float32Array) return read;
    this.fail(read.field, read.code, read.message);
    return null;
  }

  doi(field: string): string | null {
    const value = this.optionalString(field);
    if (value === null) return null;
    const bare = bareDoi(value);
    if (bare === null) {
      this.fail(field, 'INVALID_VALUE', `${field} must be a DOI such as 10.1145/123.456`);
      return null;
    }
    return bare;
  }
}

function uniqueInOrder(values: string[]): string[] {
  return [...new Set(values)];
}

export function validateRecord(value: unknown, line: number, limits: IngestLimits = DEFAULT_INGEST_LIMITS, vectors: VectorExpectation = NO_VECTORS): Validation {
  if (!isJsonObject(value)) {
    return { ok: false, errors: [{ line, recordId: null, field: '(record)', code: 'INVALID_VALUE', message: 'a record must be a JSON object' }] };
  }
  const object = value;
  const recordId = reportedId(object.id);
  // Checked before anything else: one such string or nesting anywhere refuses the record alone
  // (PostgreSQL would refuse the whole batch's transaction for one NUL).
  const shape = recordShapeProblem(object);
  if (shape !== null) return { ok: false, errors: [{ line, recordId, field: shape.field, code: 'INVALID_VALUE', message: shape.message }] };
  const read = new FieldReader(object, line, recordId, limits);
  let record: IngestRecord | null = null;
  switch (object.kind) {
    case 'paper':
      record = {
        kind: 'paper',
        id: read.id('id'),
        title: read.title('title'),
        abstract: read.optionalString('abstract', limits.maxAbstractChars, 'REFGRAPH_INGEST_MAX_ABSTRACT_CHARS'),
        year: read.year('year'),
        venue: read.optionalString('venue'),
        doi: read.doi('doi'),
        ...authorFields(read.authorList('authors')),
        type: read.paperType('type'),
        issn: uniqueInOrder(read.stringList('issn')),
        isbn: uniqueInOrder(read.stringList('isbn')),
        volume: read.shortText('volume'),
        issue: read.shortText('issue'),
        pages: read.pages('pages'),
        publisher: read.optionalString('publisher'),
        url: read.url('url'),
        openAccessUrl: read.url('openAccessUrl'),
        language: read.language('language'),
        fieldsOfStudy: uniqueInOrder(read.stringList('fieldsOfStudy', limits.maxNameChars, limits.maxFieldsOfStudy, 'REFGRAPH_INGEST_MAX_FIELDS_OF_STUDY')),
        externalIds: read.stringMap('externalIds'),
        references: uniqueInOrder(read.idList('references')),
        ...laterCitations(read),
        vector: read.vector(vectors),
        omitted: omittedFields(object, MERGED_PAPER_FIELDS),
      };
      break;
    case 'citation':
      record = { kind: 'citation', citing: read.id('citing'), cited: read.id('cited'), ...laterCitations(read) };
      break;
    case 'talk':
      record = {
        kind: 'talk',
        id: read.id('id'),
        title: read.title('title'),
        year: read.year('year'),
        transcript: read.requiredString('transcript', limits.maxTranscriptChars, 'REFGRAPH_INGEST_MAX_TRANSCRIPT_CHARS'),
        sourceUrl: read.optionalString('sourceUrl'),
        language: read.language('language'),
        speakers: read.stringList('speakers'),
        paper: read.optionalId('paper'),
        references: uniqueInOrder(read.idList('references')),
        omitted: omittedFields(object, MERGED_TALK_FIELDS),
      };
      break;
    default:
      read.errors.push({
        line,
        recordId,
        field: 'kind',
        code: object.kind === undefined ? 'MISSING_FIELD' : 'INVALID_VALUE',
        message: "kind must be one of 'paper', 'citation', 'talk'",
      });
  }
  if (record && record.kind === 'paper' && record.references.includes(record.id)) {
    read.errors.push({ line, recordId, field: 'references', code: 'INVALID_VALUE', message: 'a record cannot reference itself' });
  }
  if (record && record.kind === 'citation' && record.citing !== '' && record.citing === record.cited) {
    read.errors.push({ line, recordId, field: 'cited', code: 'INVALID_VALUE', message: 'a paper cannot cite itself' });
  }
  return read.errors.length > 0 || record === null ? { ok: false, errors: read.errors } : { ok: true, record };
}

/** A key left out, as opposed to one given as null or []: JSON has no undefined, a mapped format may leave one. */
/** The record's allowLaterCitations, only when set: most records have none. */
function laterCitations(read: FieldReader): { allowLaterCitations?: true } {
  return read.flag('allowLaterCitations') ? { allowLaterCitations: true } : {};
}

function omittedFields<F extends string>(object: Record<string, unknown>, fields: readonly F[]): F[] {
  return fields.filter((field) => object[field] === undefined);
}

function authorFields(authors: AuthorList): {
  authors: string[];
  authorOrcids: Record<string, string>;
  authorDetails: AuthorDetail[];
} {
  return { authors: authors.names, authorOrcids: authors.orcids, authorDetails: authors.details };
}

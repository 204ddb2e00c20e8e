/**
 * Turns one parsed JSON value into a typed ingestion record, or into errors that name
 * the line and the field. Pure: no I/O.
 */
import type { IngestRecord, RecordError } from './records';

export type Validation = { ok: true; record: IngestRecord } | { ok: false; errors: RecordError[] };

const MIN_YEAR = 1000;
const MAX_YEAR = 2100;
const LANGUAGE_CODE = /^[a-z]{2}$/;
const DOI = /^10\.\d{4,9}\/\S+$/;

class FieldReader {
  readonly errors: RecordError[] = [];
  constructor(
    private readonly object: Record<string, unknown>,
    private readonly line: number,
    private readonly recordId: string | null,
  ) {}

  private fail(field: string, code: RecordError['code'], message: string): void {
    this.errors.push({ line: this.line, recordId: this.recordId, field, code, message });
  }

  requiredString(field: string): string {
    const value = this.object[field];
    if (value === undefined || value === null) {
      this.fail(field, 'MISSING_FIELD', `${field} is required`);
      return '';
    }
    if (typeof value !== 'string' || value.trim() === '') {
      this.fail(field, 'INVALID_VALUE', `${field} must be a non-empty string`);
      return '';
    }
    return value.trim();
  }

  optionalString(field: string): string | null {
    const value = this.object[field];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') {
      this.fail(field, 'INVALID_VALUE', `${field} must be a string`);
      return null;
    }
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
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

  stringList(field: string): string[] {
    const value = this.object[field];
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) {
      this.fail(field, 'INVALID_VALUE', `${field} must be a list of strings`);
      return [];
    }
    const strings: string[] = [];
    value.forEach((item, index) => {
      if (typeof item !== 'string' || item.trim() === '') {
        this.fail(`${field}[${index}]`, 'INVALID_VALUE', `${field}[${index}] must be a non-empty string`);
      } else {
        strings.push(item.trim());
      }
    });
    return strings;
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
      if (typeof item === 'string') map[key] = item;
      else this.fail(`${field}.${key}`, 'INVALID_VALUE', `${field}.${key} must be a string`);
    }
    return map;
  }

  language(field: string): string | null {
    const value = this.optionalString(field);
    if (value === null) return null;
    const code = value.toLowerCase();
    if (!LANGUAGE_CODE.test(code)) {
      this.fail(field, 'INVALID_VALUE', `${field} must be an ISO 639-1 code such as 'en', 'es' or 'ca'`);
      return null;
    }
    return code;
  }

  doi(field: string): string | null {
    const value = this.optionalString(field);
    if (value === null) return null;
    const bare = value.replace(/^(https?:\/\/(dx\.)?doi\.org\/|doi:)/i, '').toLowerCase();
    if (!DOI.test(bare)) {
      this.fail(field, 'INVALID_VALUE', `${field} must be a DOI such as 10.1145/123.456`);
      return null;
    }
    return bare;
  }
}

function uniqueInOrder(values: string[]): string[] {
  return [...new Set(values)];
}

export function validateRecord(value: unknown, line: number): Validation {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, errors: [{ line, recordId: null, field: '(record)', code: 'INVALID_VALUE', message: 'a record must be a JSON object' }] };
  }
  const object = value as Record<string, unknown>;
  const recordId = typeof object.id === 'string' ? object.id : null;
  const read = new FieldReader(object, line, recordId);
  let record: IngestRecord | null = null;
  switch (object.kind) {
    case 'paper':
      record = {
        kind: 'paper',
        id: read.requiredString('id'),
        title: read.requiredString('title'),
        abstract: read.optionalString('abstract'),
        year: read.year('year'),
        venue: read.optionalString('venue'),
        doi: read.doi('doi'),
        authors: read.stringList('authors'),
        language: read.language('language'),
        fieldsOfStudy: uniqueInOrder(read.stringList('fieldsOfStudy')),
        externalIds: read.stringMap('externalIds'),
        references: uniqueInOrder(read.stringList('references')),
      };
      break;
    case 'citation':
      record = { kind: 'citation', citing: read.requiredString('citing'), cited: read.requiredString('cited') };
      break;
    case 'talk':
      record = {
        kind: 'talk',
        id: read.requiredString('id'),
        title: read.requiredString('title'),
        year: read.year('year'),
        transcript: read.requiredString('transcript'),
        sourceUrl: read.optionalString('sourceUrl'),
        language: read.language('language'),
        speakers: read.stringList('speakers'),
        references: uniqueInOrder(read.stringList('references')),
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

/**
 * refgraph match FILE [--format bibtex|ris|csl-json|crossref] [--json]: which entries of a
 * library file the stored papers hold, and how each matched (docs/bibliography.md); writes
 * nothing. The format comes from the file's name (.bib, .ris, .json) unless given. Prints one
 * line an entry (or, with --json, the entries as JSON), then the counts and the held ids on
 * stderr; exit 1 when an entry cannot be read.
 */
import { parseArgs } from 'node:util';
import { withServices } from '../../app';
import { invalidArgument } from '../../errors/refgraph-error';
import { LIBRARY_FORMATS, LibraryEntry, LibraryFormat, libraryFormatOf, matchLibraryFile } from '../../ingest';

function entryLine(entry: LibraryEntry): string {
  const where = `line ${entry.line}`.padEnd(10);
  const key = entry.key ?? '(no key)';
  if (entry.status === 'invalid') return `${where} INVALID  ${key}: ${entry.errors.map((e) => `${e.field}: ${e.code}: ${e.message}`).join('; ')}`;
  if (entry.status === 'missing') return `${where} MISSING  ${key}: ${entry.record.title} (${entry.record.year})`;
  return `${where} HELD     ${key} → ${entry.paperId} by ${entry.method}: ${entry.record.title} (${entry.record.year})`;
}

function jsonEntry(entry: LibraryEntry): object {
  if (entry.status !== 'held' && entry.status !== 'missing') return entry;
  const { record, ...rest } = entry;
  const { vector: _vector, omitted: _omitted, authorOrcids: _orcids, kind: _kind, ...fields } = record;
  return { ...rest, record: fields };
}

export async function runMatch(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { format: { type: 'string' }, json: { type: 'boolean', default: false } } });
  if (positionals.length !== 1) throw invalidArgument('FILE', 'name one library file (.bib, .ris, .json)');
  const file = positionals[0]!;
  const format = (values.format ?? libraryFormatOf(file)) as LibraryFormat | null;
  if (format === null) throw invalidArgument('--format', `the name ${file} does not say its format: give --format ${LIBRARY_FORMATS.join('|')}`);
  if (!LIBRARY_FORMATS.includes(format)) throw invalidArgument('--format', `must be one of ${LIBRARY_FORMATS.join(', ')}`);
  const entries = await withServices((services) => matchLibraryFile(services.prisma, format, file, { limits: services.config.ingest.limits }));
  if (values.json) console.log(JSON.stringify(entries.map(jsonEntry), null, 2));
  else entries.forEach((entry) => console.log(entryLine(entry)));
  const count = (status: LibraryEntry['status']) => entries.filter((e) => e.status === status).length;
  const held = [...new Set(entries.flatMap((e) => (e.status === 'held' ? [e.paperId] : [])))];
  console.error(`${file}: ${entries.length} entries, ${count('held')} held, ${count('missing')} missing, ${count('invalid')} invalid`);
  if (held.length > 0) console.error(`held: ${held.join(',')}`);
  return count('invalid') > 0 ? 1 : 0;
}

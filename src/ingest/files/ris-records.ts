/**
 * RIS files (Zotero, Mendeley, EndNote exports) → records with their lines → CSL items, read by
 * citation-js (@citation-js/plugin-ris: tags to CSL fields by the RIS spec, names split), then
 * mapped as CSL-JSON items (csl-items.ts). Pure apart from loading citation-js on first use.
 *
 * The text is cut into records at their TY and ER tags, each parsed alone, so a record the parser
 * refuses is an error naming its line (and its ID or title) and the others still land. A
 * conference paper's T2 is its conference (citation-js: event-title): taken as its venue.
 */
import type { SourceItem } from './source-items';

/** citation-js, loaded when a RIS file is first read (it is large and only this reader needs it). */
function citationJs(): { Cite: new (data: unknown, options?: { forceType?: string }) => { data: Record<string, unknown>[] } } {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const core = require('@citation-js/core') as typeof import('@citation-js/core');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@citation-js/plugin-ris');
  return core;
}

interface RisChunk {
  line: number;
  text: string;
}

/** Records from each "TY  -" to its "ER  -"; text outside records is ignored, a record without ER ends at the next TY or the end. */
export function risChunks(text: string): RisChunk[] {
  const chunks: RisChunk[] = [];
  let current: RisChunk | null = null;
  text.split(/\r?\n/).forEach((line, index) => {
    if (/^TY {2}- /.test(line) || /^TY {2}-$/.test(line)) {
      if (current !== null) chunks.push(current);
      current = { line: index + 1, text: '' };
    }
    if (current === null) return;
    current.text += `${line}\n`;
    if (/^ER {2}-/.test(line)) {
      chunks.push(current);
      current = null;
    }
  });
  if (current !== null) chunks.push(current);
  return chunks;
}

const tag = (text: string, name: string): string | null => new RegExp(`^${name} {2}- (.+)$`, 'm').exec(text)?.[1]?.trim() ?? null;

/** The CSL items of a RIS text, one per record with its first line; a record citation-js refuses is an error. */
export function risItems(text: string, firstLine = 1): SourceItem[] {
  const { Cite } = citationJs();
  return risChunks(text).map(({ line: relative, text: chunk }): SourceItem => {
    const line = relative + firstLine - 1;
    const id = tag(chunk, 'ID');
    try {
      const [item] = new Cite(chunk, { forceType: '@ris/file' }).data;
      if (item === undefined) throw new Error('no record found');
      const { _graph: _, ...csl } = item;
      if (csl['container-title'] === undefined && typeof csl['event-title'] === 'string') csl['container-title'] = csl['event-title'];
      // citation-js makes up an id for a record without ID: the record's DOI names it instead (csl-items.ts).
      if (id === null) delete csl.id;
      return { line, value: csl };
    } catch (error) {
      const named = id ?? tag(chunk, 'TI');
      return { line, error: { line, recordId: id, field: '(entry)', code: 'INVALID_VALUE', message: `RIS record${named === null ? '' : ` '${named}'`} cannot be read: ${(error as Error).message}` } };
    }
  });
}

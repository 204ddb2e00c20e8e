import { readFile, rename, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { preselectSettings, rankEngines, Services, withServices } from '../../app';
import { CITATION_FORMAT_INFO, CITATION_ORDERS, CitationFormat, CitationOrder, checkedMaxSize, checkedPreselectRequest, exportPapers, preselect, renderCitations } from '../../bibliography';
import { invalidArgument, RefgraphError } from '../../errors/refgraph-error';
import { numberOption, positiveIntegerOption } from '../options';

const DEFAULT_MAX_SIZE = 100;

type PaperSelection = { kind: 'ids'; file: string } | { kind: 'preselect'; title: string; abstract: string | null; keywords: string[]; maxSize: number; before: number | null };

/** One paper id a line; blank lines and lines starting with # are skipped. Pure. */
export function parseIdList(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

function selection(format: CitationFormat, values: Record<string, string | undefined>): PaperSelection {
  const { ids, preselect: title } = values;
  if ((ids === undefined) === (title === undefined)) throw invalidArgument(`export ${format}`, 'give either --ids FILE or --preselect "title"');
  if (ids !== undefined) {
    const extra = ['max-size', 'abstract', 'keywords', 'before'].find((name) => values[name] !== undefined);
    if (extra !== undefined) throw invalidArgument(`--${extra}`, 'only goes with --preselect');
    return { kind: 'ids', file: ids };
  }
  return {
    kind: 'preselect',
    title: title!,
    abstract: values.abstract ?? null,
    keywords: values.keywords === undefined ? [] : values.keywords.split(',').map((k) => k.trim()),
    maxSize: positiveIntegerOption('--max-size', values['max-size']) ?? DEFAULT_MAX_SIZE,
    before: numberOption('--before', values.before) ?? null,
  };
}

async function paperIds(services: Services, chosen: PaperSelection): Promise<string[]> {
  if (chosen.kind === 'ids') {
    let text: string;
    try {
      text = await readFile(chosen.file, 'utf8');
    } catch {
      throw new RefgraphError('FILE_UNREADABLE', `cannot read ${chosen.file}`, { file: chosen.file });
    }
    const ids = parseIdList(text);
    if (ids.length === 0) throw invalidArgument('--ids', `${chosen.file} names no paper`);
    checkedMaxSize('--ids', new Set(ids).size, services.config.bibliography.maxSize);
    return ids;
  }
  const settings = preselectSettings(services.config);
  const request = checkedPreselectRequest({ title: chosen.title, abstract: chosen.abstract, keywords: chosen.keywords }, chosen.maxSize, chosen.before, settings.maxSize);
  const selected = await preselect(await rankEngines(services), request, settings);
  return selected.papers.map((p) => p.paperId);
}

/** --order: records sorted by citation key (the default) or as the file or the ranking lists them. */
export function orderOption(value: string | undefined): CitationOrder {
  if (value === undefined) return 'key';
  const order = CITATION_ORDERS.find((o) => o === value);
  if (order === undefined) throw invalidArgument('--order', `expected ${CITATION_ORDERS.join(' or ')}, got '${value}'`);
  return order;
}

/**
 * refgraph export bibtex|ris|csl-json: a .bib, .ris or CSL-JSON file of the papers listed in a
 * file, or of a preselection.
 */
export async function runExportCitations(format: CitationFormat, args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      ids: { type: 'string' },
      preselect: { type: 'string' },
      'max-size': { type: 'string' },
      abstract: { type: 'string' },
      keywords: { type: 'string' },
      before: { type: 'string' },
      order: { type: 'string' },
      out: { type: 'string' },
    },
  });
  const chosen = selection(format, values);
  const order = orderOption(values.order);
  const file = await withServices(async (services) => renderCitations(format, await exportPapers(services.prisma, await paperIds(services, chosen)), order));
  if (values.out === undefined) {
    process.stdout.write(file.text);
  } else {
    // Written whole, then renamed: a failed run never leaves a file that looks complete.
    await writeFile(`${values.out}.partial`, file.text, 'utf8');
    await rename(`${values.out}.partial`, values.out);
  }
  const { label, record } = CITATION_FORMAT_INFO[format];
  console.error(`wrote ${file.entries.length} ${label} ${record}${values.out === undefined ? '' : ` to ${values.out}`}`);
  return 0;
}

/**
 * docs/results/: the pages `npm run docs:results` writes from results/*.json, one page per topic
 * (the name of the page that first reported a run: docs/notebook/training.md → training.md) and
 * an index. Each run is a section whose heading is its id, so the README and the docs link to
 * `docs/results/<topic>.md#<id>`; a unit test fails when the committed pages differ. Pure.
 */
import path from 'node:path';
import { figureText, ResultFile, UNKNOWN_COMMIT } from './result-file';

const GENERATED = 'Generated from `results/*.json` by `npm run docs:results`: edit the result files, not this page.';

/** Page name → content: `README.md` and one `<topic>.md` per topic. */
export function resultsPages(results: readonly ResultFile[]): Map<string, string> {
  const byTopic = new Map<string, ResultFile[]>();
  for (const result of results) byTopic.set(topicOf(result), [...(byTopic.get(topicOf(result)) ?? []), result]);
  const topics = [...byTopic.keys()].sort();
  const pages = new Map<string, string>([['README.md', indexPage(topics.map((topic) => [topic, byTopic.get(topic)!] as const))]]);
  for (const topic of topics) pages.set(`${topic}.md`, topicPage(topic, byTopic.get(topic)!));
  return pages;
}

/** The page a run is on: its source page's name. */
export function topicOf(result: ResultFile): string {
  return path.basename(result.source.split('#')[0]!, '.md');
}

/** Where the README links a run, from the repository root. */
export function resultLink(result: ResultFile): string {
  return `docs/results/${topicOf(result)}.md#${result.id}`;
}

function indexPage(topics: readonly (readonly [string, readonly ResultFile[]])[]): string {
  const rows = topics.map(([topic, results]) => `| [${topic}](${topic}.md) | ${results.length} | ${newestFirst(results)[0]!.date} |`);
  return [
    '# Measured results',
    '',
    GENERATED,
    '',
    'Every figure the README and the reference pages quote comes from a result file in `results/`: one',
    'measurement run, with its date, commit, machine and command, and the notebook or docs section that',
    'first reported it. A bench or `refgraph eval` saves one with `--save-result` (`npm run bench:rank -- --save-result`);',
    'runs from before result files existed were copied from the notebook entry they cite, with its',
    'date and command as the entry gives them, and as commit the one that first recorded the figures',
    '(found with `git log -S`; "unknown" where none did).',
    '',
    '| topic | runs | latest |',
    '|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

function topicPage(topic: string, results: readonly ResultFile[]): string {
  return [`# Measured results: ${topic}`, '', `${GENERATED} [All topics](README.md).`, '', ...newestFirst(results).map(section)].join('\n');
}

function section(result: ResultFile): string {
  const [sourceFile, anchor] = result.source.split('#') as [string, string | undefined];
  // The source is a repository path; this page is docs/results/<topic>.md.
  const sourceLink = `${path.posix.relative('docs/results', sourceFile)}${anchor === undefined ? '' : `#${anchor}`}`;
  const figures = Object.entries(result.figures).map(([name, figure]) => `| ${cell(name)} | ${cell(figureText(figure))} | ${cell(figure.note ?? '')} |`);
  return [
    `## ${result.id}`,
    '',
    result.title,
    '',
    '| run | |',
    '|---|---|',
    `| date | ${result.date} |`,
    `| commit | ${result.commit === UNKNOWN_COMMIT ? 'unknown' : `\`${result.commit}\``} |`,
    `| machine | ${cell(result.machine)} |`,
    `| command | \`${cell(result.command)}\` |`,
    `| first reported | [${sourceFile.replace(/^docs\//, '')}${anchor === undefined ? '' : `#${anchor}`}](${sourceLink}) |`,
    '',
    '| figure | value | note |',
    '|---|---|---|',
    ...figures,
    '',
  ].join('\n');
}

function newestFirst(results: readonly ResultFile[]): ResultFile[] {
  return [...results].sort((a, b) => (a.date === b.date ? (a.id < b.id ? -1 : 1) : a.date > b.date ? -1 : 1));
}

/** A table cell: a pipe would end it. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

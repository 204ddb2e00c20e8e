/**
 * What `refgraph --help`, `refgraph help [COMMAND...]` and `refgraph COMMAND... --help` print: one
 * entry per command and subcommand (its synopsis and what it does), from which both the global
 * usage and each command's own usage are written, so the two cannot disagree. Pure.
 */

export interface CommandUsage {
  /** The command words: ['eval'], ['eval', 'pools']. */
  path: readonly string[];
  /** Options and arguments after the command words; each string a line. */
  synopsis: readonly string[];
  /** What it does; each string a line. */
  about: readonly string[];
}

const c = (path: string, synopsis: string[], about: string[]): CommandUsage => ({ path: path.split(' '), synopsis, about });

const CITATION_SYNOPSIS = ['[--ids FILE | --preselect "title" [--abstract T] [--keywords a,b] [--before YEAR]', '[--max-size N]] [--order key|given] [--out FILE]'];
const citationUsage = (format: string, label: string) =>
  c(`export ${format}`, CITATION_SYNOPSIS, [`${label} of the papers in FILE (one id a line) or of a`, 'preselection (docs/bibliography.md); stdout without --out']);

/** In the order the global usage lists them. */
export const USAGES: readonly CommandUsage[] = [
  c('migrate', [], ['create the database if needed and apply migrations']),
  c(
    'ingest',
    ['FILE... [--format jsonl|openalex|papers|citations|crossref|csl-json|bibtex|ris] [--mode merge|replace] [--vector-model NAME]', '[--compact auto|always|never]'],
    [
      'ingest records; idempotent; errors name line and field;',
      'crossref, csl-json, bibtex, ris: a library (docs/ingest-format.md);',
      '--mode merge (default): a stored paper keeps the fields a record leaves out;',
      'replace: the record replaces it whole;',
      "--vector-model: the model the papers' `vector` fields come from;",
      '--compact: merge the search index into one segment afterwards, so the first',
      'queries run at full speed (auto: from 10,000 papers written)',
    ],
  ),
  c(
    'match',
    ['FILE [--format bibtex|ris|csl-json|crossref] [--json]'],
    [
      'the entries of a library file the stored papers hold (and how each',
      'matched: doi, external-id, title-year-author, key) and those they do not;',
      'writes nothing; the held ids (stderr) are seeds (docs/bibliography.md)',
    ],
  ),
  c(
    'delete',
    ['[--papers id,id] [--talks id,id] [--papers-file FILE] [--talks-file FILE]'],
    ['delete papers (with their citations) and talks from PostgreSQL,', 'Elasticsearch and Neo4j; exit 1 when an id is not stored'],
  ),
  c('audit', ['[--first 20]'], ['the newest ingestions and deletions: who, what, when (JSON lines)']),
  c('reindex', ['[--target all|elasticsearch|neo4j]'], ['rebuild projections from PostgreSQL beside the live ones,', 'swap, verify (exit 1 when verification fails)']),
  c('verify', ['[--target all|elasticsearch|neo4j] [--show 10]'], ['compare PostgreSQL with the projections, name what differs', '(exit 1 when anything does); marks interrupted runs FAILED']),
  c('embed', ['[--model NAME]'], ['encode papers and talks into the embedding cache (resumable)']),
  c('counts', [], ['records in PostgreSQL, Elasticsearch and Neo4j']),
  c(
    'eval',
    [
      '[--list] [--systems a,b] [--split train|validation|test|all] [--queries talks|papers|all]',
      '[--queries-file Q.jsonl --qrels-file Q.tsv ... [--citing-papers P.jsonl] [--same-year]]',
      '[--folds N [--bags 20]] [--measures m,...] [--k 1000] [--seed N] [--sample N]',
      '[--test-from YEAR] [--validation-from YEAR] [--report FILE] [--run-file NAME=FILE ...]',
      '[--save-regression FILE] [--save-result] | --regression FILE [--report FILE]',
    ],
    [
      'evaluate named systems (docs/evaluation.md): prints the table,',
      'stores EvaluationRun records, writes an HTML report; --folds',
      'cross-validates BM25\'s k1/b and fitted fusion weights;',
      'repeated query files are sets evaluated together; --regression',
      'reruns a saved regression and exits 1 on any changed mean;',
      '--save-result keeps the table as results/eval-<date>.json',
    ],
  ),
  c('eval pools', ['--out FILE [--per-type K] [--seed N]'], ['per citing paper: its references and K negatives of each type']),
  c('eval concepts', ['--labels FILE [--modes LEXICAL,DENSE,HYBRID] [--depth N] [--save-result]'], ['R@1, R@5, R@10 and MRR of conceptSearch per mode, monolingual', 'and cross-lingual, over all and per query language, on labelled', 'concept queries']),
  c(
    'eval preselect',
    [
      '[--sizes 10,20,...] [--fields title|title,abstract] [--split ...] [--sample N]',
      '[--queries-file Q.jsonl --qrels-file Q.tsv [--citing-papers FILE]]',
      '[--seed N] [--test-from YEAR] [--validation-from YEAR] [--json FILE] [--csv FILE]',
    ],
    ['recall of each query paper\'s references in preselections of', 'each size (PP-recall curve)'],
  ),
  c(
    'eval parity',
    ['--queries-file S.en.jsonl --qrels-file S.tsv --queries-file S.es.jsonl --qrels-file S.tsv ...', '[eval\'s options] [--save-regression FILE] | --regression FILE'],
    ['the same queries in several languages: AP@100 per language, its ratio', 'to English, the query language\'s share of the top 10 and of the gold'],
  ),
  c('eval runs', ['--ids 11-18,21'], ['stored evaluation runs as the table eval printed when it made them']),
  c(
    'eval authors',
    ['--labels PAIRS.jsonl --papers FILE.jsonl[.gz] [--papers ...]'],
    ['precision and recall of the author merge rule (docs/authors.md)', 'on labelled name pairs, evidence from the papers given'],
  ),
  c('tune bm25', ['[--queries talks|papers|all] [--k1 0.5,1.2,1.5,2.5] [--b 0.25,0.5,0.75]', '[--out FILE] [--test-from YEAR] [--validation-from YEAR]'], ['grid search of k1 × b on the validation split (R@1000), on a clone', 'of the index; the best pair is put on it by a reindex (swap)']),
  c(
    'tune weights',
    ['[--queries talks|papers|all] [--fusion WEIGHTED|RRF] [--bags 20] [--seed N]', '[--out FILE] [--test-from YEAR] [--validation-from YEAR]'],
    ['fit fusion weights on the training split (coordinate ascent,', 'AP@100, averaged over bootstrap resamples), report', 'validation, write them as the defaults'],
  ),
  c(
    'export triplets',
    ['--strategy S --out FILE [--hard-ratio 0.5] [--seed N] [--per-query K]'],
    ['{query, positive, negative, strategy} lines for every citing', 'paper; S: GRAPH_NEIGHBOURS|PREFILTERED|MOST_CITED|CITED|RANDOM'],
  ),
  c(
    'train',
    [
      '[--validation-queries 300] [--training-queries 2000] [--seed 25] [--hidden 16] [--epochs 5]',
      '[--learning-rate 0.001] [--name NAME] [--out-dir DIR] [--work-dir DIR] [--no-promote]',
      '[--encoder | --no-encoder] [--encoder-name NAME] [--encoder-interpolate 1]',
      '[--encoder-validation-papers 200] [--encoder-query-languages en,es,ca|stored] [--encoder-no-int8]',
      '[--encoder-export-step best|last]',
      '[--encoder-steps 400] [--encoder-<trainer setting> N]',
    ],
    [
      "fit the learned fusion on the library's own citing papers (latest",
      'years held back), compare it with what serves on them (MAP@100,',
      'paired bootstrap), record it in the model registry and promote it',
      'when the interval clears zero; then, with --encoder or on a large',
      'library, fine-tune the encoder on its citation graph, re-encode the',
      'library beside the live index and swap when its own gate passes',
      '(docs/training.md)',
    ],
  ),
  c('models list', ['[--kind ranker|encoder] [--json]'], ['the model registry: what each model was trained on, how it compared', 'with what was serving, which one serves']),
  c('models promote', ['ID|NAME [--force]'], ['serve a recorded model from the next server start; refused when its', "interval does not clear zero, unless --force"]),
  c('models rollback', ['[ranker|encoder]'], ['retire the promoted model and serve the one promoted before it (a', 'ranker: none left, the weighted fusion)']),
  c(
    'train encoder',
    [
      '--name NAME --train-until YEAR [--validate-until YEAR] [--strategy S] [--hard-ratio 0.5]',
      '[--negatives 1] [--seed 25] [--steps 100] [--batch-size 8] [--max-tokens N] [--learning-rate R]',
      '[--warmup-steps N] [--frozen-layers N] [--eval-every N] [--checkpoint-every N] [--threads N]',
      '[--fixed-loss-examples 1024] [--query-role query|passage] [--base-model NAME] [--work-dir DIR]',
      '[--validation-papers 200]',
      '[--query-languages en,es,ca] [--export-step best|last] [--interpolate 1]',
      '[--prepare-only | --reuse-data]',
    ],
    [
      'fine-tune the encoder on citations whose citing paper is from YEAR',
      'or before (validation: up to --validate-until, default YEAR+1),',
      'export it, check it and register it as NAME in REFGRAPH_MODELS_DIR',
      '(REFGRAPH_EMBEDDING_MODEL=NAME) with an int8 copy NAME-int8; a rerun',
      'resumes; --reuse-data trains on the data an earlier run prepared',
      'with the same options; the exported weights are the validation step',
      "with the best RR's (--export-step last: the last step's);",
      '--interpolate A exports (1-A) base + A trained;',
      '--query-languages asks each training query in one of them (Apertium)',
      '(docs/training.md)',
    ],
  ),
  c(
    'train pooling',
    [
      '--talks | --queries-file F --qrels-file Q [--citing-papers F] [--same-year]',
      '--out FILE [--folds 5] [--pool 100] [--k 100] [--epochs 200] [--learning-rate 0.05]',
      '[--l2 0.001] [--temperature 0.05]',
    ],
    [
      "fit the weighted talk pooling's scorer on long texts and the",
      'papers they cite, compare it with mean pooling on held-out texts',
      '(cross-validation), write FILE (REFGRAPH_TALK_POOLING=weighted',
      'REFGRAPH_POOLING_SCORER_FILE=FILE; docs/training.md)',
    ],
  ),
  c(
    'train ranker',
    [
      '(--queries Q | --queries-file F --qrels-file Q [--citing-papers F]) [--split S] [--same-year]',
      '[--test-from YEAR] [--validation-from YEAR] [--sample N] [--seed N] [--k 100]',
      '--out FILE [--hidden 16] [--epochs 5] [--learning-rate 0.001]',
    ],
    [
      'fit the learned ranker (fusion LEARNED) on the candidate pools the',
      'served pipeline gathers for judged queries (chosen as eval chooses',
      'them) and write FILE (REFGRAPH_RANKER_FILE=FILE); measure it with',
      '`eval --folds 5 --systems full,full-learned` (docs/training.md)',
    ],
  ),
  citationUsage('bibtex', 'BibTeX'),
  citationUsage('ris', 'RIS'),
  citationUsage('csl-json', 'CSL-JSON'),
  c(
    'calibrate',
    ['--labels FILE [--off-topic FILE] [--min-relevant 20 | --pooled]', '| --regression FILE'],
    ["fit conceptSearch's F1-optimal margin thresholds, per query language", '(--pooled: one), over every hit of labelled and off-topic queries', '(docs/concept-search.md), print how they separate, store them;', '--regression: also check a kept one'],
  ),
  c('authors resolve', [], ['merge author name variants again by the rule of docs/authors.md', '(ingestion resolves the variants it touches by itself)']),
  c('keys create', ['--name N --role reader|writer|admin [--requests-per-minute R] [--cost-per-minute C]'], ['create an API key for the GraphQL API (the key is printed once,', 'only its hash is stored)']),
  c('keys list', [], ['API keys: id, role, state, name and limits']),
  c('keys revoke', ['ID'], ['revoke an API key']),
];

/** Synopsis lines start here; what a command does, further in. */
const INDENT = '  ';
const ABOUT_COLUMN = 35;

/** A command's lines: its words and synopsis after `prefix`, further synopsis lines indented, then what it does. */
function block(usage: CommandUsage, prefix: string): string[] {
  const [first = '', ...rest] = usage.synopsis;
  const head = `${prefix}${[...usage.path, first].filter((part) => part !== '').join(' ')}`;
  const more = rest.map((line) => `${INDENT}     ${line}`);
  const about = usage.about.map((line) => `${' '.repeat(ABOUT_COLUMN)}${line}`);
  // The first line of "about" follows the synopsis on its line when there is room.
  const last = more.length > 0 ? more[more.length - 1]! : head;
  if (last.length < ABOUT_COLUMN - 1 && about.length > 0) {
    const joined = `${last.padEnd(ABOUT_COLUMN)}${usage.about[0]}`;
    return [...(more.length > 0 ? [head, ...more.slice(0, -1)] : []), joined, ...about.slice(1)];
  }
  return [head, ...more, ...about];
}

const HELP_LINES = [`${INDENT}help [COMMAND...]`.padEnd(ABOUT_COLUMN) + 'this usage, or the usage of one command;', `${' '.repeat(ABOUT_COLUMN)}so does COMMAND... --help`];

/** Every command, as `refgraph --help` prints it. */
export function globalUsage(): string {
  return ['usage: refgraph <command>', ...USAGES.flatMap((usage) => block(usage, INDENT)), ...HELP_LINES].join('\n');
}

function samePath(path: readonly string[], words: readonly string[]): boolean {
  return path.length === words.length && path.every((word, i) => word === words[i]);
}

/**
 * The usage of the longest command path the words start with ("eval pools --out x" → eval
 * pools), with the subcommands of that path; null when the first word is no command.
 */
export function commandUsage(words: readonly string[]): string | null {
  for (let length = words.length; length >= 1; length -= 1) {
    const path = words.slice(0, length);
    const own = USAGES.find((usage) => samePath(usage.path, path));
    const children = USAGES.filter((usage) => usage.path.length === length + 1 && samePath(usage.path.slice(0, length), path));
    if (!own && children.length === 0) continue;
    const lines = own ? block(own, 'usage: refgraph ') : [`usage: refgraph ${path.join(' ')} <subcommand>`];
    if (own && children.length > 0) lines.push('', `subcommands (refgraph ${path.join(' ')} SUBCOMMAND --help):`);
    lines.push(...children.flatMap((usage) => block(usage, INDENT)));
    return lines.join('\n');
  }
  return null;
}

/** The command words of an argument list: those before its first option. */
function commandWords(args: readonly string[]): string[] {
  const end = args.findIndex((arg) => arg.startsWith('-'));
  return [...(end === -1 ? args : args.slice(0, end))];
}

export type HelpAnswer = { text: string; known: true } | { text: string; known: false };

/**
 * What the arguments ask for, when they ask for help: `--help`, `-h`, `help [COMMAND...]`, or
 * COMMAND... with `--help`/`-h`. null when they do not (the command runs). An unknown command
 * gets the global usage and known: false (exit 2).
 */
export function helpAnswer(args: readonly string[]): HelpAnswer | null {
  const [first, ...rest] = args;
  if (first === '--help' || first === '-h') return { text: globalUsage(), known: true };
  if (first === 'help') {
    const words = commandWords(rest);
    if (words.length === 0) return { text: globalUsage(), known: true };
    const text = commandUsage(words);
    return text === null ? { text: globalUsage(), known: false } : { text, known: true };
  }
  if (!args.includes('--help') && !args.includes('-h')) return null;
  const text = commandUsage(commandWords(args));
  return text === null ? { text: globalUsage(), known: false } : { text, known: true };
}

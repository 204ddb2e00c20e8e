/**
 * The layers of src/ (docs/architecture.md), checked on every `npm run lint`:
 *   faces (api, cli, bench) → app (composition root) → config → capabilities → adapters → leaves
 *   (common, errors, metrics). Imports only go down, never in a circle, and a folder is entered
 *   through its index.ts. The lint cruises test/ too, for the one rule about tests (tests-skip-the-cli).
 */
const FACES = '^src/(api|cli|bench)/';
const LEAVES = '(common|errors|metrics)';
// Folders entered only through their index.ts (the leaves' files are imported one by one).
const INDEXED = '(app|authors|bibliography|concepts|config|db|embed|eval|graph|ingest|keys|language|negatives|projections|rank|registry|results|search|training)';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle makes load order matter and layers meaningless.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'capabilities-below-faces',
      severity: 'error',
      comment: 'Only the faces (and the tests) use the composition root; nothing below a face imports one.',
      from: { path: '^src/', pathNot: [FACES, '^src/app/'] },
      to: { path: ['^src/(api|cli|bench|app)/'] },
    },
    {
      name: 'faces-apart',
      severity: 'error',
      comment: 'api and cli never import each other, nor the benches.',
      from: { path: '^src/(api|cli)/' },
      to: { path: FACES, pathNot: ['^src/$1/'] },
    },
    {
      name: 'bench-reads-eval-options-only',
      severity: 'error',
      comment:
        'bench measures the api (and may start it), and reads evaluation options exactly as ' +
        '`refgraph eval` does (the Anserini baseline), sharing that one parser, and its own options ' +
        "through the CLI's pure option parsers (options.ts); nothing else of the CLI.",
      from: { path: '^src/bench/' },
      to: { path: '^src/cli/', pathNot: ['^src/cli/commands/eval-args\\.ts$', '^src/cli/options\\.ts$'] },
    },
    {
      name: 'leaves-are-leaves',
      severity: 'error',
      comment: 'common, errors and metrics import nothing of the project but each other.',
      from: { path: `^src/${LEAVES}/` },
      to: { path: '^src/', pathNot: [`^src/${LEAVES}/`] },
    },
    {
      name: 'rank-below-eval',
      severity: 'error',
      comment: 'Evaluation and tuning runs use the ranking pipeline, never the other way round.',
      from: { path: '^src/rank/' },
      to: { path: '^src/eval/' },
    },
    {
      name: 'tests-skip-the-cli',
      severity: 'error',
      comment:
        'The CLI only parses arguments and prints: a test of what a command does calls the capability, ' +
        'and a test of the command itself runs the built `refgraph` (test/support/built-cli.ts). Only the ' +
        "CLI's own unit tests import it, and cli-help, which runs every command's --help against usage.ts.",
      from: { path: '^test/', pathNot: ['^test/unit/cli/', '^test/integration/cli-help\\.test\\.ts$'] },
      to: { path: '^src/cli/' },
    },
    {
      name: 'through-the-index',
      severity: 'error',
      comment: "Another folder's code is reached through its index.ts, its only public surface (JSON data files excepted).",
      from: { path: '^src/([^/]+)/' },
      to: { path: `^src/${INDEXED}/`, pathNot: ['^src/$1/', `^src/${INDEXED}/index\\.ts$`, '\\.json$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|node_modules)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};

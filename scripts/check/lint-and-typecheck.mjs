// `npm run typecheck` and ESLint's part of `npm run lint` in one process, on one TypeScript program
// per tsconfig: the type-aware rules then read the types the type-check has already computed,
// instead of building the program of src, test and web once more (separately: ESLint 80 s of CPU,
// the two `tsc` 40 s; together ~61 s; docs/notebook/test-suite.md). Same files, same rules
// (eslint.config.mjs, where only the program's source is overridden), same tsconfigs: a file
// ESLint checks with types that neither program holds is an error, as with the project service.
// Usage: node scripts/check/lint-and-typecheck.mjs (from the repository's root); exits 1 on any
// type error or lint error.
import ts from 'typescript';
import { ESLint } from 'eslint';

/** The tsconfigs `npm run typecheck` checks, which are also the ones ESLint's project service finds for src, test and web. */
const TSCONFIGS = ['tsconfig.json', 'web/tsconfig.json'];
const LINTED = ['src', 'test', 'web'];

function programOf(configPath) {
  const host = {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  };
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, {}, host);
  return ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    projectReferences: parsed.projectReferences,
    configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(parsed),
  });
}

const programs = TSCONFIGS.map(programOf);
const typeErrors = programs.flatMap((program) => ts.getPreEmitDiagnostics(program));
if (typeErrors.length > 0) {
  const host = { getCanonicalFileName: (name) => name, getCurrentDirectory: ts.sys.getCurrentDirectory, getNewLine: () => ts.sys.newLine };
  const format = process.stdout.isTTY ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics;
  process.stdout.write(format(typeErrors, host));
  process.stdout.write(`\nFound ${typeErrors.length} type error${typeErrors.length === 1 ? '' : 's'}.\n`);
}

const eslint = new ESLint({ overrideConfig: { files: ['**/*.ts'], languageOptions: { parserOptions: { projectService: false, programs } } } });
const results = await eslint.lintFiles(LINTED);
const lintErrors = results.reduce((sum, result) => sum + result.errorCount, 0);
const report = await (await eslint.loadFormatter('stylish')).format(results);
if (report) process.stdout.write(report);

process.exitCode = typeErrors.length > 0 || lintErrors > 0 ? 1 : 0;

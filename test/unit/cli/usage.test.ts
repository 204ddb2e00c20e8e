import { CITATION_FORMATS } from '../../../src/bibliography/citation-formats';
import { commandUsage, globalUsage, helpAnswer, USAGES } from '../../../src/cli/usage';

const paths = USAGES.map((usage) => usage.path.join(' '));

describe('refgraph usage', () => {
  it('lists every command and subcommand once in the global usage', () => {
    const text = globalUsage();
    expect(text.startsWith('usage: refgraph <command>\n')).toBe(true);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(text).toContain(`\n  ${path}`);
    expect(text).toContain('\n  help [COMMAND...]');
  });

  it('knows the citation exports the export command runs', () => {
    const exports = USAGES.filter((usage) => usage.path[0] === 'export').map((usage) => usage.path[1]);
    expect(exports).toEqual(['triplets', ...CITATION_FORMATS]);
  });

  it("gives a command's own usage, with its subcommands", () => {
    expect(commandUsage(['migrate'])).toBe('usage: refgraph migrate            create the database if needed and apply migrations');
    const evalUsage = commandUsage(['eval'])!;
    expect(evalUsage.startsWith('usage: refgraph eval [--list]')).toBe(true);
    expect(evalUsage).toContain('\nsubcommands (refgraph eval SUBCOMMAND --help):\n  eval pools --out FILE');
    expect(evalUsage).toContain('\n  eval preselect ');
    expect(commandUsage(['eval', 'pools'])).toBe(
      'usage: refgraph eval pools --out FILE [--per-type K] [--seed N]\n                                   per citing paper: its references and K negatives of each type',
    );
    expect(commandUsage(['keys'])!.split('\n')[0]).toBe('usage: refgraph keys <subcommand>');
    expect(commandUsage(['keys'])).toContain('\n  keys revoke ID                   revoke an API key');
    // Words after the longest known path (an unknown subcommand, a positional) do not matter.
    expect(commandUsage(['eval', 'bogus'])).toBe(evalUsage);
    expect(commandUsage(['bogus'])).toBeNull();
  });

  it('answers --help, -h and help [COMMAND...]; an unknown command is not known', () => {
    expect(helpAnswer([])).toBeNull();
    expect(helpAnswer(['eval', '--systems', 'bm25'])).toBeNull();
    for (const args of [['--help'], ['-h'], ['help']]) expect(helpAnswer(args)).toEqual({ text: globalUsage(), known: true });
    expect(helpAnswer(['help', 'eval', 'pools'])).toEqual({ text: commandUsage(['eval', 'pools']), known: true });
    expect(helpAnswer(['eval', 'pools', '--out', 'x', '--help'])).toEqual({ text: commandUsage(['eval', 'pools']), known: true });
    expect(helpAnswer(['keys', '-h'])).toEqual({ text: commandUsage(['keys']), known: true });
    expect(helpAnswer(['bogus', '--help'])).toEqual({ text: globalUsage(), known: false });
    expect(helpAnswer(['help', 'bogus'])).toEqual({ text: globalUsage(), known: false });
  });
});

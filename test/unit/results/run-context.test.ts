import { commandText, machineText, runContext } from '../../../src/results';

describe('the run context a bench saves', () => {
  it('names the machine by cores and memory', () => {
    expect(machineText(2, 24 * 2 ** 30)).toBe('2 cores, 24 GiB');
    expect(machineText(1, 1.6 * 2 ** 30)).toBe('1 core, 2 GiB');
  });

  it('gives the command as one would type it again, relative to the repository', () => {
    expect(commandText(['/usr/bin/node', '/repo/dist/src/bench/rank.js', '--clients', '0', '--save-result'], '/repo')).toBe('node dist/src/bench/rank.js --clients 0 --save-result');
    expect(commandText(['/usr/bin/node', '/repo/dist/src/bench/security.js', '--only', "it's here"], '/repo')).toBe("node dist/src/bench/security.js --only 'it'\\''s here'");
  });

  it('reads today, the checked-out commit and this machine', () => {
    const context = runContext(['/usr/bin/node', 'dist/src/bench/rank.js']);
    expect(context.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(context.commit).toMatch(/^([0-9a-f]{7,40}|unknown)$/);
    expect(context.machine).toMatch(/^\d+ cores?, \d+ GiB$/);
    expect(context.command).toBe('node dist/src/bench/rank.js');
  });
});

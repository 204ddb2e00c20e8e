/**
 * The order jest hands suites to its workers: the longest first, so that the two workers
 * (scripts/test.sh) finish together instead of one running a two-minute suite alone at the end.
 *
 * Why a table kept in the repository (test/support/suite-durations.json) and not jest's own
 * record: jest keeps each suite's last duration in its cache folder, under a key made from the
 * checkout's path, so a fresh clone (CI) has none and jest falls back to ordering by file size,
 * which put the PyTorch suite (a 30-line file, two minutes alone) last. The table holds every
 * suite's seconds in a two-worker run; `node test/support/write-suite-durations.js REPORT.json`
 * rewrites it from the report of `npm test -- --json --outputFile=REPORT.json`.
 *
 * Suites missing from the table (new ones) run first, largest file first, as jest orders suites
 * it has no time for: a new suite may be long, and its result comes early. The rest follow by
 * the table's seconds, longest first.
 *
 * Plain CommonJS: jest requires the sequencer without transforming it.
 */
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const { seconds } = require('./suite-durations.json');

class SlowestFirstSequencer extends Sequencer {
  sort(tests) {
    const known = (test) => seconds[path.relative(test.context.config.rootDir, test.path).split(path.sep).join('/')];
    const size = (test) => test.context.hasteFS.getSize(test.path) ?? 0;
    return [...tests].sort((a, b) => {
      const [ta, tb] = [known(a), known(b)];
      if ((ta === undefined) !== (tb === undefined)) return ta === undefined ? -1 : 1;
      if (ta === undefined) return size(b) - size(a);
      return tb - ta;
    });
  }
}

module.exports = SlowestFirstSequencer;

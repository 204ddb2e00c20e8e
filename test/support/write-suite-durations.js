/**
 * Rewrites test/support/suite-durations.json (the order test/support/slowest-first-sequencer.js
 * gives the suites) from a jest report: `npm test -- --json --outputFile=REPORT.json`, then
 * `node test/support/write-suite-durations.js REPORT.json 'bash .ci/run of COMMIT'`. Take the report of a whole run with
 * the training tests (REFGRAPH_TEST_TRAINING=1, as CI runs them), or their seconds are lost.
 */
const { readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const [reportFile, run] = process.argv.slice(2);
if (!reportFile) {
  console.error('usage: node test/support/write-suite-durations.js REPORT.json [WHICH RUN, e.g. "bash .ci/run of COMMIT"]');
  process.exit(2);
}
const report = JSON.parse(readFileSync(reportFile, 'utf8'));
// The report may come from another checkout (CI's fresh clone): paths from the test folder on.
const relative = (file) => /(?:^|\/)(test\/(?:unit|integration|e2e)\/.*)$/.exec(file.split(path.sep).join('/'))[1];
const seconds = Object.fromEntries(
  report.testResults
    .map((suite) => [relative(suite.name), Math.round((suite.endTime - suite.startTime) / 100) / 10])
    .sort(([a, sa], [b, sb]) => sb - sa || a.localeCompare(b)),
);
const table = { from: `${run ?? path.basename(reportFile)}, ${new Date(report.startTime).toISOString().slice(0, 10)}: ${report.numTotalTests} tests`, seconds };
writeFileSync(path.join(__dirname, 'suite-durations.json'), `${JSON.stringify(table, null, 1)}\n`);
console.log(`test/support/suite-durations.json: ${Object.keys(seconds).length} suites`);

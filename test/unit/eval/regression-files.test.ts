/**
 * The committed regression files: each reads with its own checker, and its `about` says what the
 * file checks in at most three lines. Why each re-save moved which numbers is history, kept in
 * docs/notebook/regressions.md, not in the file (an `about` had grown to 11,000 characters).
 */
import { readFileSync } from 'node:fs';
import { checkedCalibrationRegression } from '../../../src/concepts/calibration-regression';
import { repoPath } from '../../../src/common/repo-path';
import { checkedParityRegression } from '../../../src/eval/parity/parity-regression';
import { checkedRegression } from '../../../src/eval/regression';

/** Three lines of about 100 characters. */
const MAX_ABOUT_CHARACTERS = 300;

const FILES: readonly (readonly [string, (raw: unknown, file: string) => unknown])[] = [
  ['src/eval/regressions/seed.json', checkedRegression],
  ['src/eval/regressions/parity.json', checkedParityRegression],
  ['src/concepts/regressions/seed.json', checkedCalibrationRegression],
];

describe('committed regression files', () => {
  it.each(FILES)('%s reads, and its about is at most three lines', (file, check) => {
    const raw = JSON.parse(readFileSync(repoPath(file), 'utf8')) as { about: string };
    expect(() => check(raw, file)).not.toThrow();
    expect(raw.about.split('\n').length).toBeLessThanOrEqual(3);
    expect(raw.about.length).toBeLessThanOrEqual(MAX_ABOUT_CHARACTERS);
    expect(raw.about).toContain('docs/notebook/regressions.md');
  });
});

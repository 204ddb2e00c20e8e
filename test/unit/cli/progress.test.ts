import { formatDuration, formatRate, Progress, progressLine } from '../../../src/cli/progress';

describe('progress formatting', () => {
  it('says durations the way people read them', () => {
    expect(formatDuration(400)).toBe('0 s');
    expect(formatDuration(3_200)).toBe('3 s');
    expect(formatDuration(245_000)).toBe('4 min 05 s');
    expect(formatDuration(3_725_000)).toBe('1 h 02 min');
  });

  it('gives rates one decimal when small, separators when large', () => {
    expect(formatRate(3.14)).toBe('3.1');
    expect(formatRate(1530.4)).toBe('1,530');
  });

  it("leaves what a resumed job found already done out of the rate and the time left", () => {
    const state = { label: 'e5', stage: 'papers', unit: 'papers', total: 100_000, elapsedMs: 100_000 };
    expect(progressLine({ ...state, done: 21_000, skipped: 20_000 })).toBe('e5: papers 21,000/100,000 (21%), 20,000 already done, 10 papers/s, 2 h 11 min left');
    expect(progressLine({ ...state, done: 20_000, skipped: 20_000 })).toBe('e5: papers 20,000/100,000 (20%), 20,000 already done');
  });

  it('shows count, share, rate and time left; no rate before half a second', () => {
    const state = { label: 'corpus.jsonl', stage: 'records', unit: 'records', total: 100_000 };
    expect(progressLine({ ...state, done: 12_000, elapsedMs: 8_000 })).toBe('corpus.jsonl: records 12,000/100,000 (12%), 1,500 records/s, 59 s left');
    expect(progressLine({ ...state, done: 10, elapsedMs: 100 })).toBe('corpus.jsonl: records 10/100,000 (0%)');
    expect(progressLine({ ...state, done: 100_000, elapsedMs: 64_000 })).toBe('corpus.jsonl: records 100,000/100,000 (100%), 1,563 records/s, done in 1 min 04 s');
    expect(progressLine({ ...state, total: null, done: 500, elapsedMs: 2_000 })).toBe('corpus.jsonl: records 500, 250 records/s');
  });
});

describe('Progress', () => {
  function recorder(isTTY: boolean) {
    const written: string[] = [];
    let now = 0;
    const clock = { advance: (ms: number) => (now += ms) };
    const progress = new Progress('e5', { isTTY, write: (text: string) => written.push(text) }, { redrawMs: 200, logIntervalMs: 10_000, now: () => now });
    return { written, clock, progress };
  }

  it('outside a terminal: a line per stage start, per interval and per end, never a carriage return', () => {
    const { written, clock, progress } = recorder(false);
    progress.start('papers', 1000);
    for (let i = 1; i <= 100; i += 1) {
      clock.advance(500);
      progress.update(i * 10);
    }
    progress.start('talks', 2, 'talks');
    progress.update(2);
    progress.end();
    expect(written.every((line) => line.endsWith('\n') && !line.includes('\r'))).toBe(true);
    // Start, one per 10 s of the 50 s stage, its end; the talks stage's start and end.
    expect(written).toHaveLength(1 + 5 + 1 + 2);
    expect(written[0]).toBe('e5: papers 0/1,000 (0%)\n');
    expect(written[6]).toBe('e5: papers 1,000/1,000 (100%), 20 papers/s, done in 50 s\n');
    expect(written[8]).toBe('e5: talks 2/2 (100%), done in 0 s\n');
  });

  it('on a terminal: one line redrawn in place, at most every redraw interval, kept at the end', () => {
    const { written, clock, progress } = recorder(true);
    progress.start('papers', 100);
    for (let i = 1; i <= 10; i += 1) {
      clock.advance(50);
      progress.update(i * 10);
    }
    progress.end();
    expect(written.slice(0, -1).every((text) => text.startsWith('\r\x1b[K') && !text.includes('\n'))).toBe(true);
    expect(written.at(-1)).toBe('\n');
    // 500 ms of updates every 50 ms, redrawn every 200 ms: start, 2 redraws, the end.
    expect(written).toHaveLength(1 + 2 + 1 + 1);
  });
});

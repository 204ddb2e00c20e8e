/**
 * The encoder gate's pacing of API reads' long runs: a run's answer is handed over at once, and
 * the next long run starts only after a rest in proportion to it, so that reads keep at most
 * `servingShare` of a core busy. Writes, short runs and work outside requests are not paced.
 * The model runs here are timed stand-ins: what is measured is when the gate lets them start.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { EncoderGate } from '../../../src/embed/encoder-gate';
import { RequestScope, runInRequestScope } from '../../../src/common/request-scope';

const RUN_MS = 50;
/** Share 0.2: a run of RUN_MS is followed by 4 × RUN_MS of rest. */
const SHARE = 0.2;
const REST_MS = (RUN_MS * (1 - SHARE)) / SHARE;

function request(write = false): RequestScope {
  return { requestId: 'r', signal: new AbortController().signal, endsAt: Date.now() + 60_000, tenant: { name: 'key', encoderMsPerMinute: 1_000_000 }, write };
}

/** Two runs of RUN_MS through the gate, in one scope: when each started, ended and was answered (ms). */
async function twoRuns(gate: EncoderGate, scope: RequestScope | null, short = false) {
  const t0 = performance.now();
  const starts: number[] = [];
  const ends: number[] = [];
  const answers: number[] = [];
  const modelRun = async () => {
    starts.push(performance.now() - t0);
    await delay(RUN_MS);
    ends.push(performance.now() - t0);
    return 'vectors';
  };
  const both = () =>
    Promise.all([0, 1].map(() => gate.run(modelRun, short).then((result) => (answers.push(performance.now() - t0), result))));
  const results = scope === null ? await both() : await runInRequestScope(scope, both);
  return { results, answers, gap: starts[1]! - ends[0]! };
}

describe('EncoderGate pacing', () => {
  it("holds the next long read run back by the rest its share leaves, without holding back the first run's answer", async () => {
    const { results, answers, gap } = await twoRuns(new EncoderGate(true, SHARE), request());
    expect(results).toEqual(['vectors', 'vectors']);
    // At least the rest (a timer never fires early; the run itself may have taken longer than RUN_MS).
    expect(gap).toBeGreaterThanOrEqual(REST_MS - 2);
    // The first answer comes when its run ends, not after the rest.
    expect(answers[0]).toBeLessThan(answers[1]! - REST_MS + 2);
  });

  it('does not pace writes, short runs on the fast lane, work outside requests, or a share of 1', async () => {
    const cases = [
      await twoRuns(new EncoderGate(true, SHARE), request(true)),
      await twoRuns(new EncoderGate(true, SHARE), request(), true),
      await twoRuns(new EncoderGate(true, SHARE), null),
      await twoRuns(new EncoderGate(true, 1), request()),
    ];
    // One run straight after the other: far less than the rest between (margin for a busy machine).
    for (const { gap } of cases) expect(gap).toBeLessThan(REST_MS / 2);
  });
});

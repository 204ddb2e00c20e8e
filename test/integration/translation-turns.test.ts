/**
 * API reads take turns on a language pair's chain (issue #47), on real programs: the installed
 * Apertium, and a script chain that records each segment it reads and answers it slowly (installed
 * as the spa-eng mode of a folder of its own). A client flooding long Spanish texts does not hold
 * back another's short queries; a request that ended before its turn never has its text written
 * to the chain, and one that ends while its text is in the chain is not waited for; a client past
 * its waiting cap is refused typed while another is served. Ordering and counts only: no timings.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTranslator } from '../../src/translation';
import { asRead, TestTranslator, translationSettings, translatorWithScript } from './apertium-modes';

/** A different Spanish text of about 2,000 characters (the longest a query is translated) for each I. */
function longSpanish(i: number): string {
  const words = ['la', 'traducción', 'automática', 'de', 'lenguas', 'con', 'pocos', 'recursos', 'aprende', 'representaciones', 'distribuidas', 'palabras', 'en', 'redes', 'neuronales', 'profundas'];
  let text = `Texto ${i}:`;
  for (let w = i; text.length < 1_990; w += 5) text += ` ${words[w % words.length]}`;
  return text;
}

/** Lets the translator's awaited steps (its listed modes, the scheduler) run. */
const flush = () => new Promise((resolve) => setImmediate(resolve));

/** A spa-eng chain that appends each segment it reads to a log, then answers it unchanged after 0.2 s. */
async function recordingChain(settings: { inFlight: number; maxWaitingPerClient?: number }): Promise<TestTranslator & { received(): Promise<string> }> {
  const log = path.join(await mkdtemp(path.join(os.tmpdir(), 'refgraph-chain-log-')), 'received');
  const script = `while IFS= read -r -d '' segment; do printf '%s\\n' "$segment" >> '${log}'; sleep 0.2; printf '%s\\0' "$segment"; done\n`;
  const chain = await translatorWithScript(script, settings, '/bin/bash');
  // The modes are listed and the chain started: later texts reach the scheduler within a flush.
  await asRead(() => chain.translator.translate('calentar', 'es', 'en'), 'warm-up');
  return { ...chain, received: () => readFile(log, 'utf8') };
}

describe("API reads' turns on a shared translation chain", () => {
  it("translates an ordinary client's short queries before a flooding client's backlog of long ones drains", async () => {
    const translator = createTranslator(translationSettings({ inFlight: 2 }))!;
    try {
      const finished: string[] = [];
      const flood = Array.from({ length: 40 }, (_, i) => longSpanish(i));
      const ordinary = ['Hola', 'Un algoritmo genético', 'El resumen automático'];
      const ask = (text: string, client: string) =>
        asRead(() => translator.translate(text, 'es', 'en'), client).then((translation) => {
          finished.push(client);
          return translation;
        });
      // The flood is sent first, every text at once, as its client's concurrent requests would.
      const flooded = Promise.all(flood.map((text) => ask(text, 'flood')));
      flooded.catch(() => undefined); // awaited below; a failed assertion before must not leave it unhandled
      const answered = await Promise.all(ordinary.map((text) => ask(text, 'ordinary')));
      expect(answered).toEqual(['Hello', 'A genetic algorithm', 'The automatic round-up']);
      const floodDoneFirst = finished.filter((client) => client === 'flood').length;
      // First come first served (before turns), all 40 long texts were in the chain before the first short one.
      expect(floodDoneFirst).toBeLessThanOrEqual(10);
      expect((await flooded).every((translation, i) => translation!.startsWith(`Text ${i}:`))).toBe(true);
      expect(finished).toHaveLength(43);
    } finally {
      translator.close();
    }
  });

  it("never writes a text to the chain once its request ended, and does not wait for one that ends while in the chain", async () => {
    const chain = await recordingChain({ inFlight: 1 });
    const events: string[] = [];
    const ask = (text: string, client: string, signal?: AbortSignal) =>
      asRead(() => chain.translator.translate(text, 'es', 'en'), client, signal).then(
        (translation) => events.push(`${text}: ${translation}`),
        (error: { code: string }) => events.push(`${text}: ${error.code}`),
      );
    try {
      // 'secreto' waits behind 'primero'; its request ends before its turn.
      const first = ask('primero', 'a');
      const ended = new AbortController();
      const secret = ask('secreto', 'b', ended.signal);
      await flush();
      ended.abort();
      await Promise.all([first, secret]);
      // Its request stopped waiting at once, before the text ahead of it was answered.
      expect(events).toEqual(['secreto: QUERY_TIMEOUT', 'primero: primero']);

      // 'cuarto' is in the chain when its request ends; 'quinto' waits behind it.
      const leaving = new AbortController();
      const inChain = ask('cuarto', 'b', leaving.signal);
      const next = ask('quinto', 'a');
      await flush();
      leaving.abort();
      await Promise.all([inChain, next]);
      expect(events.slice(2)).toEqual(['cuarto: QUERY_TIMEOUT', 'quinto: quinto']);

      const received = await chain.received();
      for (const text of ['calentar', 'primero', 'cuarto', 'quinto']) expect(received).toContain(text);
      expect(received).not.toContain('secreto');
    } finally {
      chain.restore();
    }
  });

  it("refuses a client's texts past its waiting cap with RATE_LIMITED, and serves another client meanwhile", async () => {
    const chain = await recordingChain({ inFlight: 1, maxWaitingPerClient: 2 });
    const answered: string[] = [];
    const ask = (text: string, client: string) =>
      asRead(() => chain.translator.translate(text, 'es', 'en'), client).then((translation) => {
        answered.push(translation!);
        return translation;
      });
    try {
      // 'uno' goes into the chain, 'dos' and 'tres' wait: 'cuatro' and 'cinco' are one and two too many.
      const flood = Promise.allSettled(['uno', 'dos', 'tres', 'cuatro', 'cinco'].map((text) => ask(text, 'flood')));
      await flush();
      const other = ask('otro', 'other');
      const outcomes = await flood;
      expect(outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : (outcome.reason as { code: string }).code))).toEqual([
        'uno',
        'dos',
        'tres',
        'RATE_LIMITED',
        'RATE_LIMITED',
      ]);
      expect(outcomes[3]).toMatchObject({ reason: { details: { kind: 'worker', retryAfterSeconds: 1 } } });
      expect(await other).toBe('otro');
      // The other client, which had used the chain less, went before the flood's waiting texts.
      expect(answered).toEqual(['uno', 'otro', 'dos', 'tres']);
      const received = await chain.received();
      expect(received).not.toMatch(/cuatro|cinco/);
    } finally {
      chain.restore();
    }
  });
});

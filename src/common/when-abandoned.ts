/**
 * A promise that fails when a request's signal aborts (its budget spent, its client gone), to race
 * a shared worker's answer against: the request stops waiting at once, the worker finishes what it
 * already started. One listener per signal, however many jobs race it (a request may send dozens;
 * Node warns past 10 listeners on one signal), kept only as long as the signal is.
 */
import { abandonedJob } from './fair-scheduler';

const abandonments = new WeakMap<AbortSignal, Promise<never>>();

export function whenAbandoned(signal: AbortSignal): Promise<never> {
  let abandoned = abandonments.get(signal);
  if (abandoned === undefined) {
    abandoned = new Promise<never>((_, reject) => {
      if (signal.aborted) reject(abandonedJob());
      else signal.addEventListener('abort', () => reject(abandonedJob()), { once: true });
    });
    // Raced by every job of the request; one that is never aborted fails nobody.
    abandoned.catch(() => undefined);
    abandonments.set(signal, abandoned);
  }
  return abandoned;
}

/**
 * bench:rank's concurrent clients in a process of their own (forked by clients-process.ts): run
 * inside the API's process, their requests and JSON were counted as the API's core time. Takes
 * one order over IPC, answers with the LoadResult and exits.
 */
import { concurrentClients } from './concurrent-clients';
import type { LoadOrder } from './clients-process';

process.once('message', (order: LoadOrder) => {
  const requests = order.requests.map(({ query, variables }) => async () => {
    const response = await fetch(order.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
    const body = (await response.json()) as { errors?: unknown[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
  });
  void concurrentClients(requests, order.clients, order.seconds).then((result) => process.send!(result, () => process.exit(0)));
});

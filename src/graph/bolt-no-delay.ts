/**
 * Turns off Nagle's algorithm on the Neo4j driver's sockets. The JavaScript driver (5.28) never
 * sets TCP_NODELAY (its Python and Rust drivers do: neo4j-python-driver#1122) and writes a Bolt
 * message in pieces of its 1,400-byte chunk buffer, so any query whose parameters pass that size
 * (a few hundred candidate ids) left its later pieces waiting for the server to acknowledge the
 * first, which Linux delays by 40 ms: the ranking's author-score query took 5 ms or 48 ms by
 * chance, 55 ms median at 100k papers, and 13 ms with this (docs/notebook/recommendations.md). The driver
 * takes no socket options and connects with `net.connect(port, host, …)` (`tls.connect` when
 * encrypted) to the address it resolved, so those calls are wrapped, once, and sockets to the
 * configured Bolt ports get TCP_NODELAY (harmless for anything else on those ports).
 */
import net from 'node:net';
import tls from 'node:tls';

const boltPorts = new Set<number>();
let wrapped = false;

function withoutNagle<F extends (...args: never[]) => net.Socket>(connect: F): F {
  return function connectWithoutNagle(this: unknown, ...args: Parameters<F>) {
    const socket = connect.apply(this, args);
    if (boltPorts.has(Number(args[0]))) socket.setNoDelay(true);
    return socket;
  } as F;
}

export function disableNagleForBolt(port: number): void {
  boltPorts.add(port);
  if (wrapped) return;
  wrapped = true;
  net.connect = withoutNagle(net.connect);
  tls.connect = withoutNagle(tls.connect);
}

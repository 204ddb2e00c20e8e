import net from 'node:net';
import { disableNagleForBolt } from '../../../src/graph/bolt-no-delay';

describe("the Neo4j driver's sockets", () => {
  it('connect to the Bolt ports without Nagle’s algorithm, other sockets as they were', async () => {
    const server = net.createServer((socket) => socket.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const boltPort = (server.address() as net.AddressInfo).port;
    disableNagleForBolt(boltPort);
    const setNoDelay = jest.spyOn(net.Socket.prototype, 'setNoDelay');
    try {
      const open = (port: number) => new Promise<void>((resolve) => net.connect(port, '127.0.0.1', resolve).on('error', () => resolve()).on('connect', function (this: net.Socket) { this.destroy(); }));
      await open(boltPort);
      expect(setNoDelay).toHaveBeenCalledWith(true);
      setNoDelay.mockClear();
      await open(boltPort === 1 ? 2 : 1);
      expect(setNoDelay).not.toHaveBeenCalledWith(true);
    } finally {
      setNoDelay.mockRestore();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

import { createServer as createHttp1Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttp2Server } from 'node:http2';
import { connect, createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';

/** A listening {@link listenHttp1And2} server. */
export interface DualProtocolServer {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  port: number;
  /** Stops listening and destroys every open connection; resolves once the port is free. */
  close(): Promise<void>;
}

/**
 * Serves `listener` over HTTP/1.1 and HTTP/2 (cleartext, prior knowledge) on one loopback port, as the AWS
 * SDK's default HTTP/2 handler and fetch / most clients' HTTP/1.1 both need. Connections are told apart by
 * the HTTP/2 connection preface (`PRI * HTTP/2.0`, RFC 9113 section 3.4); HTTP/2 reads its socket natively,
 * so those connections are piped to an inner HTTP/2 server.
 * @param port - the port to take; 0 (default) takes a free one.
 */
export async function listenHttp1And2(
  listener: (req: IncomingMessage, res: ServerResponse) => void,
  port = 0,
): Promise<DualProtocolServer> {
  const http1 = createHttp1Server(listener);
  const http2 = createHttp2Server(listener as never);
  await new Promise<void>((resolve) => http2.listen(0, '127.0.0.1', resolve));
  const http2Port = (http2.address() as AddressInfo).port;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const tcp = createTcpServer((socket) => {
    track(socket);
    socket.once('data', (first) => {
      if (first.subarray(0, 3).toString('latin1') === 'PRI') {
        const inner = connect(http2Port, '127.0.0.1');
        track(inner);
        inner.write(first);
        socket.pipe(inner).pipe(socket);
        inner.on('close', () => socket.destroy());
        socket.on('close', () => inner.destroy());
        return;
      }
      socket.pause();
      socket.unshift(first);
      http1.emit('connection', socket);
      socket.resume();
    });
  });
  await new Promise<void>((resolve) => tcp.listen(port, '127.0.0.1', resolve));
  const taken = (tcp.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${taken}`,
    port: taken,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        http2.close();
        tcp.close(() => resolve());
      }),
  };
}

// TCP (and Unix domain socket) front end: frames messages off each socket, runs them through the engine one at a time per
// connection (the driver never pipelines on a connection), and writes the replies back.
import { rmSync } from 'node:fs';
import net from 'node:net';
import { CLOSE_CONNECTION, type Engine } from './engine.js';
import { MessageReader, OP_COMPRESSED, parseMessage, pingReply } from './wire.js';

export class WireServer {
  private server: net.Server;
  private local: net.Server | null = null;
  private sockets = new Set<net.Socket>();
  private nextConnectionId = 1;
  /** A bare ping's reply: ok with the cluster time (cluster-time.ts). */
  private readonly okReply = () => this.engine.clock.okReply();

  constructor(private readonly engine: Engine) {
    this.server = net.createServer((socket) => this.accept(socket));
  }

  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const onError = (err: Error) => reject(err);
      this.server.once('error', onError);
      this.server.listen(port, host, () => {
        this.server.off('error', onError);
        resolve((this.server.address() as net.AddressInfo).port);
      });
    });
  }

  /** Also accept connections on a Unix domain socket: the same protocol at a fraction of loopback TCP's cost. */
  listenLocal(path: string): Promise<void> {
    // A socket file left by a killed process would refuse the listen; the caller holds the DATA_DIR lock.
    rmSync(path, { force: true });
    const local = net.createServer((socket) => this.accept(socket));
    this.local = local;
    return new Promise((resolve, reject) => {
      local.once('error', reject);
      local.listen(path, () => {
        local.off('error', reject);
        resolve();
      });
    });
  }

  private accept(socket: net.Socket): void {
    const id = this.nextConnectionId++;
    this.sockets.add(socket);
    if (socket.setNoDelay) socket.setNoDelay(true);
    const reader = new MessageReader();
    let chain: Promise<void> = Promise.resolve();
    socket.on('data', (chunk) => {
      let frames: Buffer[];
      try {
        frames = reader.push(chunk);
      } catch {
        socket.destroy();
        return;
      }
      for (const frame of frames) {
        chain = chain.then(() => this.process(socket, frame, id));
      }
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      this.sockets.delete(socket);
      this.engine.connectionClosed(id);
    });
  }

  private async process(socket: net.Socket, frame: Buffer, id: number): Promise<void> {
    if (socket.destroyed) return;
    if (frame.readInt32LE(12) === OP_COMPRESSED) {
      // Compression is never advertised in hello, so a compressed message is a protocol error.
      socket.destroy();
      return;
    }
    // While a fail point is set, a ping goes through the engine like any command (failCommand can fail it).
    const pong = this.engine.failPoints.active ? null : pingReply(frame, this.okReply);
    if (pong) {
      socket.write(pong);
      return;
    }
    let msg;
    try {
      msg = parseMessage(frame);
    } catch {
      socket.destroy();
      return;
    }
    const reply = await this.engine.handle(msg, id);
    if (reply === CLOSE_CONNECTION) socket.destroy();
    else if (reply && !socket.destroyed) socket.write(reply);
  }

  close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    const local = this.local;
    return Promise.all([
      new Promise<void>((resolve) => this.server.close(() => resolve())),
      local ? new Promise<void>((resolve) => local.close(() => resolve())) : undefined, // removes the socket file
    ]).then(() => undefined);
  }
}

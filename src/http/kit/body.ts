// Reading a request body whole, within a size limit (413 beyond it, before or while it arrives).
import type { IncomingMessage } from 'node:http';
import { AppError } from '../../kernel/errors.js';

// A stream is read once: a second reader (the body parser after a UCP signature check read the bytes) gets the same.
const read = new WeakMap<IncomingMessage, Promise<Buffer>>();

export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  let pending = read.get(req);
  if (!pending) read.set(req, (pending = readOnce(req, limit)));
  return pending;
}

function readOnce(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? NaN);
    if (declared > limit) return reject(new AppError('PAYLOAD_TOO_LARGE', `Request body exceeds ${limit} bytes`));
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        reject(new AppError('PAYLOAD_TOO_LARGE', `Request body exceeds ${limit} bytes`));
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

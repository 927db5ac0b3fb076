// One multi-document change of an order (its status, payment, stock and events) as one transaction.
import type { ClientSession } from 'mongodb';
import type { Services } from '../services.js';

export async function inTransaction<T>(services: Services, work: (session: ClientSession) => Promise<T>): Promise<T> {
  const session = services.store.client.startSession();
  try {
    let result: T | undefined;
    await session.withTransaction(async () => {
      result = await work(session);
    });
    return result as T;
  } finally {
    await session.endSession();
  }
}

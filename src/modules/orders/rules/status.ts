// The order status machine. Forward moves may skip steps (a pickup order can go confirmed → ready); nothing
// moves backwards; completed and cancelled are final. Customers may cancel only before preparation starts.
import type { OrderStatus } from '../model.js';

const RANK: Record<Exclude<OrderStatus, 'cancelled'>, number> = {
  pending: 0,
  confirmed: 1,
  preparing: 2,
  ready: 3,
  completed: 4,
};

export const FINAL_STATUSES: readonly OrderStatus[] = ['completed', 'cancelled'];

/** Whether the business may move an order from `from` to `to`. */
export function canBusinessMove(from: OrderStatus, to: OrderStatus): boolean {
  if (FINAL_STATUSES.includes(from)) return false;
  if (to === 'cancelled') return true;
  if (from === 'cancelled') return false;
  return RANK[to as keyof typeof RANK] > RANK[from as keyof typeof RANK];
}

/** Customers cancel their own orders only while pending or confirmed. */
export function canCustomerCancel(status: OrderStatus): boolean {
  return status === 'pending' || status === 'confirmed';
}

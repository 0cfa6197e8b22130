/**
 * Requests waiting on an order (a guest's checkout asking whether the payment has settled), woken
 * when a change to the order commits in this process: the thank-you page shows as soon as the
 * payment lands instead of at the next poll. A change committed by another process wakes nobody
 * here; the waiter then answers at the end of its wait, as a plain poll would have.
 */
type WatchEnd = 'changed' | 'waited' | 'closing';

const watchers = new Map<string, Set<(end: WatchEnd) => void>>();
let watching = 0;

/** Past this many waiting requests, a new one does not wait: each holds a timer and a socket. */
export const MAX_ORDER_WATCHERS = 2000;

export interface OrderWatch {
  /** Settles when the order changed, the wait ended or the server is closing; never rejects. */
  ended: Promise<WatchEnd>;
  stop: () => void;
}

/** Start watching before reading the order, so a change between the read and the wait counts. */
export function watchOrder(orderId: string, ms: number): OrderWatch {
  if (watching >= MAX_ORDER_WATCHERS) {
    return { ended: Promise.resolve('waited'), stop: () => undefined };
  }
  let settle!: (end: WatchEnd) => void;
  const ended = new Promise<WatchEnd>((resolve) => {
    settle = resolve;
  });
  const end = (why: WatchEnd) => {
    const set = watchers.get(orderId);
    if (!set?.delete(end)) return;
    watching -= 1;
    if (set.size === 0) watchers.delete(orderId);
    clearTimeout(timer);
    settle(why);
  };
  const timer = setTimeout(() => end('waited'), ms);
  timer.unref();
  const set = watchers.get(orderId) ?? new Set();
  set.add(end);
  watchers.set(orderId, set);
  watching += 1;
  return { ended, stop: () => end('waited') };
}

/** Call once a change to the order has committed. */
export function orderChanged(orderId: string, why: WatchEnd = 'changed') {
  const set = watchers.get(orderId);
  if (set) for (const end of [...set]) end(why);
}

/** Ends every wait, so a closing server answers them before its database goes. */
export function endEveryOrderWatch() {
  for (const orderId of [...watchers.keys()]) orderChanged(orderId, 'closing');
}

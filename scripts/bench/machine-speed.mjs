// A fixed piece of single-threaded JavaScript, timed: how fast this machine runs code like the
// server's at the moment. The machines the benches run on differ (the same build did 83 journeys/s
// on one and 45 on another) and drift within minutes; figures taken at different times compare
// only next to this one.

/** Order-like records, made the same way on every run. */
function sampleOrders() {
  return Array.from({ length: 200 }, (_, i) => ({
    id: `order-${i}`,
    number: 1000 + i,
    guest: { name: `Guest ${i}`, email: `guest-${i}@example.com` },
    lines: Array.from({ length: 3 }, (__, j) => ({
      product: `Product ${(i + j) % 12}`,
      quantity: 1 + ((i * j) % 3),
      amountCents: 1500 + ((i * 37 + j * 11) % 9000),
    })),
  }));
}

/** Round trips through JSON, maps, sorts and formats the records: what a request handler does. */
function workload() {
  let checksum = 0;
  for (let round = 0; round < 120; round += 1) {
    const orders = JSON.parse(JSON.stringify(sampleOrders()));
    const byProduct = new Map();
    for (const order of orders) {
      for (const line of order.lines) {
        byProduct.set(line.product, (byProduct.get(line.product) ?? 0) + line.amountCents);
      }
    }
    const ranked = [...byProduct].sort((a, b) => b[1] - a[1]);
    checksum += ranked
      .map(([name, cents]) => `${name}: $${(cents / 100).toFixed(2)}`)
      .join('\n').length;
  }
  return checksum;
}

/**
 * Seven timed runs of the workload after an untimed warm-up: the fastest and the median, in
 * milliseconds. On a shared host the two part when the cores are slowed by neighbours (seen here:
 * runs of 85-100 ms and of 140-160 ms alternating on an idle machine).
 */
export function measureMachineSpeed() {
  workload();
  const times = [];
  for (let i = 0; i < 7; i += 1) {
    const started = performance.now();
    workload();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { fastestMs: times[0], medianMs: times[3] };
}

/** The line a bench prints for a measurement before its run and one after it. */
export function describeMachineSpeed(before, after) {
  const ms = (value) => `${value.toFixed(0)} ms`;
  return `  machine speed (a fixed JavaScript workload; less is faster): fastest ${ms(before.fastestMs)}, median ${ms(before.medianMs)} before the run; ${ms(after.fastestMs)}, ${ms(after.medianMs)} after`;
}

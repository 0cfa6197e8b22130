// How many guest journeys this machine could serve at best on our stack (Fastify, node-postgres,
// PostgreSQL on the same cores): the journey's 13 requests, with the statements and transactions
// the API sends for each, against a server that does nothing else and sends only trivial
// statements. The API can only be slower than this; when this misses a target, the target is
// beyond the machine for that many requests and statements, whatever the product code does.
import { startBenchApi } from './bench-api.mjs';
import { describeCpuUse, watchCpu } from './cpu-use.mjs';
import { createSession } from './http.mjs';
import { describeMachineSpeed, measureMachineSpeed } from './machine-speed.mjs';

const GUESTS = Number(process.env.BENCH_GUESTS ?? 50);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const PORT = Number(process.env.BENCH_PORT ?? 3421);

// Each request of a journey as the API serves it (PostgreSQL's statement log of one journey,
// pollers left out): 'r' a read, 'w' a write, '[' and ']' a transaction. Requests in one inner
// list are sent together, as the store page sends its two.
const AS_THE_API_DOES = [
  ['ww'], // guest session
  ['r', 'rr'], // store and its products
  ['r[rww]r'], // first line: the cart is made
  ['rwr'], // second line
  ['rwr'], // third line
  ['r'], // cart
  ['r'], // checkout summary
  ['w'], // customer
  ['rw'], // customer's details
  ['r[rrww]www'], // payment intent
  ['r[rw]w[wrrwwww]wrww'], // card confirmed, and the payment's event applied
  ['r'], // ready
];
// The least any server could send: one statement a request.
const ONE_A_REQUEST = AS_THE_API_DOES.map((requests) =>
  requests.map((shape) => (shape.includes('w') ? 'w' : 'r')),
);
const SHAPES = { api: AS_THE_API_DOES, one: ONE_A_REQUEST };

const countStatements = (journey) => journey.flat().reduce((sum, shape) => sum + shape.length, 0);

async function runFloor(root, name, journeyShape) {
  const { base, pid, stop } = await startBenchApi(root, {
    name: `floor_${name}`,
    port: PORT,
    script: 'scripts/bench/journey-floor-server.mjs',
    healthPath: '/floor/health/',
  });
  try {
    const durations = [];
    const deadline = Date.now() + DURATION_SECONDS * 1000;
    const speedBefore = measureMachineSpeed();
    const cpu = watchCpu(pid);
    const started = performance.now();
    await Promise.all(
      Array.from({ length: GUESTS }, async () => {
        const guest = createSession(base);
        while (Date.now() < deadline) {
          const began = performance.now();
          for (const requests of journeyShape) {
            await Promise.all(requests.map((shape) => guest.post('/floor/', { shape })));
          }
          durations.push(performance.now() - began);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpuUse = cpu.stop(durations.length);
    const speedAfter = measureMachineSpeed();
    durations.sort((a, b) => a - b);
    const at = (p) => durations[Math.min(durations.length - 1, Math.floor(durations.length * p))];
    console.log(
      `\nJourney floor "${name}": ${journeyShape.flat().length} requests, ${countStatements(journeyShape)} statements a journey, ${GUESTS} guests for ${DURATION_SECONDS} s`,
    );
    console.log(
      `  ${(durations.length / seconds).toFixed(1)} journeys/s; journey p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms`,
    );
    for (const line of describeCpuUse(cpuUse, 'journey')) console.log(line);
    console.log(describeMachineSpeed(speedBefore, speedAfter));
  } finally {
    await stop();
  }
}

export async function benchJourneyFloor(root) {
  const wanted = process.env.FLOOR_SHAPES?.split(',') ?? Object.keys(SHAPES);
  for (const name of wanted) await runFloor(root, name, SHAPES[name]);
}

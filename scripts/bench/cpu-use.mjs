// Where the machine's CPU went during a bench, from /proc (Linux): the API process, this load
// generator, and the rest (PostgreSQL when it runs here, and the system). A throughput target on
// shared cores is only reachable when the CPU all three spend per unit of work fits in them.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

// /proc/stat and /proc/<pid>/stat count in USER_HZ, 100 per second on every Linux build we run.
const TICK_MS = 10;

function machineTicks() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number);
  return {
    busy: user + nice + system + irq + softirq + steal,
    kernel: system + irq + softirq,
    idle: idle + iowait,
  };
}

/** A process's ticks, or its main thread's alone with `mainThread`. */
function processTicks(pid, { mainThread = false } = {}) {
  const stat = readFileSync(
    mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`,
    'utf8',
  );
  // The command name may hold spaces and parentheses: the fields start after its last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

function snapshot(apiPid) {
  return {
    machine: machineTicks(),
    api: processTicks(apiPid),
    apiMainThread: processTicks(apiPid, { mainThread: true }),
    self: processTicks(process.pid),
  };
}

/**
 * Starts counting; `stop(units)` answers the milliseconds of CPU per unit (a journey, a request)
 * spent by each part, the share of the machine left idle, and the units per second the cores
 * could serve at that cost if none were idle. Null where /proc cannot be read.
 */
export function watchCpu(apiPid) {
  let start;
  try {
    start = snapshot(apiPid);
  } catch {
    return { stop: () => null };
  }
  return {
    stop(units) {
      const end = snapshot(apiPid);
      const busy = end.machine.busy - start.machine.busy;
      const idle = end.machine.idle - start.machine.idle;
      const kernel = end.machine.kernel - start.machine.kernel;
      const api = end.api - start.api;
      const apiMainThread = end.apiMainThread - start.apiMainThread;
      const self = end.self - start.self;
      const perUnit = (ticks) => (ticks * TICK_MS) / units;
      const cores = availableParallelism();
      return {
        apiMs: perUnit(api),
        apiMainThreadMs: perUnit(apiMainThread),
        // One thread serves every request: past this rate it is the bottleneck, cores or not.
        mainThreadCeilingPerSecond: 1000 / perUnit(apiMainThread),
        loadGeneratorMs: perUnit(self),
        restMs: perUnit(busy - api - self),
        idleShare: idle / (busy + idle),
        // Every process's time in the kernel (system calls, the network stack, interrupts): a
        // round trip to the database or a client costs it on both sides.
        kernelMs: perUnit(kernel),
        kernelShare: kernel / busy,
        ceilingPerSecond: (cores * 1000) / perUnit(busy),
        cores,
      };
    },
  };
}

/** The lines a bench prints for `watchCpu(...).stop(units)`. */
export function describeCpuUse(use, unit) {
  if (!use) return ['  CPU use: not measured (needs /proc)'];
  const ms = (value) => `${value.toFixed(1)} ms`;
  return [
    `  CPU per ${unit}: API ${ms(use.apiMs)}, load generator ${ms(use.loadGeneratorMs)}, the rest (PostgreSQL, system) ${ms(use.restMs)}; ${(use.idleShare * 100).toFixed(0)} % of the machine idle`,
    `  of all that, in the kernel (system calls, loopback network): ${ms(use.kernelMs)}, ${(use.kernelShare * 100).toFixed(0)} % of the busy CPU`,
    `  at that cost ${use.cores} cores serve at most ${use.ceilingPerSecond.toFixed(0)} ${unit}s/s`,
    `  of the API's ${ms(use.apiMs)}, its main thread ${ms(use.apiMainThreadMs)}: alone it serves at most ${use.mainThreadCeilingPerSecond.toFixed(0)} ${unit}s/s`,
  ];
}

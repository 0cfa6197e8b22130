// The page's long main-thread tasks in a Lighthouse trace, by wall time and by the thread's own CPU
// time. Lighthouse's simulated TBT multiplies the wall time of the tasks it observed; on a machine
// that keeps the renderer waiting (a busy or nested virtual machine) most of that wall time is
// not the page's work, and these figures show how much.

/** Tasks that block at least 50 ms once slowed down `slowdown` times. */
export function longMainThreadTasks(traceEvents, url, slowdown) {
  const start = traceEvents.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === url,
  );
  if (!start) return null;
  const threshold = (50 / slowdown) * 1000;
  let last = 0;
  let count = 0;
  let wallUs = 0;
  let cpuUs = 0;
  const tasks = traceEvents
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.pid === start.pid &&
        event.tid === start.tid &&
        event.ts >= start.ts,
    )
    .sort((a, b) => a.ts - b.ts);
  for (const task of tasks) {
    // A task nested in one already counted is part of it.
    if (task.ts < last) continue;
    last = task.ts + task.dur;
    if (task.dur < threshold || task.tdur == null) continue;
    count += 1;
    wallUs += task.dur;
    cpuUs += task.tdur;
  }
  return { count, wallMs: wallUs / 1000, cpuMs: cpuUs / 1000 };
}

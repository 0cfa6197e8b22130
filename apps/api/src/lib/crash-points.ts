/**
 * Named instants of the money flows where a crash must lose nothing. A test arms one and the next
 * pass through it throws, as if the process had died there: what was committed stays, what was
 * in flight is rolled back, and the test then restarts the work (a retry, a redelivered event, the
 * outbox sweep) and checks the end state. Unarmed, a crash point does nothing.
 */
export const CRASH_POINTS = [
  'checkout:purchases-written',
  'checkout:intent-created',
  'payment-event:applied',
  'payment-event:committed',
  'outbox:card-charged',
] as const;
export type CrashPoint = (typeof CRASH_POINTS)[number];

export class SimulatedCrash extends Error {
  constructor(readonly point: CrashPoint) {
    super(`Simulated crash at ${point}`);
  }
}

const armed = new Set<CrashPoint>();

/** Makes the next pass through `point` throw (once). */
export function armCrash(point: CrashPoint) {
  armed.add(point);
}

export function disarmCrashes() {
  armed.clear();
}

export function crashPoint(point: CrashPoint) {
  if (armed.delete(point)) throw new SimulatedCrash(point);
}

/**
 * Named instants between the steps of the money flows. A test arms one to stop the flow there
 * as a killed process would (nothing after it runs, no undo is meant for it), then starts the
 * app again on the same database and checks that recovery finishes the work.
 */
export type CrashPoint =
  'refund:planned' | 'refund:pending-rows' | 'refund:sent' | 'refund:completed';

const armed = new Set<CrashPoint>();

export class SimulatedCrash extends Error {
  constructor(readonly point: CrashPoint) {
    super(`Simulated crash at ${point}`);
  }
}

/** The next pass through `point` throws SimulatedCrash (once). */
export function armCrash(point: CrashPoint) {
  armed.add(point);
}

export function passCrashPoint(point: CrashPoint) {
  if (armed.delete(point)) throw new SimulatedCrash(point);
}

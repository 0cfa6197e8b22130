/**
 * One step of a money flow and the undo that puts back what it did. A step without an undo
 * changes nothing a later failure must take back (a check, or the last call of the flow).
 */
export interface FlowStep {
  name: string;
  run: () => Promise<unknown>;
  /** Gets the error that stopped the flow: some undos depend on what went wrong. */
  undo?: (cause: unknown) => Promise<unknown>;
}

/** An undo that itself failed; the flow's own error is what the caller sees. */
export type UndoFailure = (step: string, error: unknown) => void;

/**
 * Runs the steps in order. When one throws, the undos of the steps already done run in reverse
 * order and the error is thrown on: the flow leaves nothing half done behind.
 */
export async function runSteps(steps: readonly FlowStep[], onUndoFailure?: UndoFailure) {
  const done: FlowStep[] = [];
  for (const step of steps) {
    try {
      await step.run();
    } catch (error) {
      await undoSteps(done, error, onUndoFailure);
      throw error;
    }
    done.push(step);
  }
}

/** Runs the undos of steps done earlier, last step first (an abandoned attempt, say). */
export async function undoSteps(
  steps: readonly FlowStep[],
  cause: unknown,
  onUndoFailure?: UndoFailure,
) {
  for (const step of [...steps].reverse()) {
    if (!step.undo) continue;
    try {
      await step.undo(cause);
    } catch (error) {
      if (!onUndoFailure) throw error;
      onUndoFailure(step.name, error);
    }
  }
}

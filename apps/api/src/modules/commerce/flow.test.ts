import { describe, expect, it } from 'vitest';
import { runSteps, undoSteps } from './flow';

describe('runSteps', () => {
  it('runs every step in order when none fails', async () => {
    const seen: string[] = [];
    await runSteps([
      { name: 'a', run: async () => seen.push('a'), undo: async () => seen.push('undo a') },
      { name: 'b', run: async () => seen.push('b') },
    ]);
    expect(seen).toEqual(['a', 'b']);
  });

  it('undoes the steps done, last first, and throws the error on', async () => {
    const seen: string[] = [];
    const failure = new Error('card declined');
    const run = runSteps([
      { name: 'a', run: async () => seen.push('a'), undo: async () => seen.push('undo a') },
      { name: 'b', run: async () => seen.push('b') },
      {
        name: 'c',
        run: async () => seen.push('c'),
        undo: async (cause) => seen.push(`undo c: ${(cause as Error).message}`),
      },
      {
        name: 'd',
        run: async () => {
          throw failure;
        },
        undo: async () => seen.push('undo d'),
      },
    ]);
    await expect(run).rejects.toBe(failure);
    expect(seen).toEqual(['a', 'b', 'c', 'undo c: card declined', 'undo a']);
  });

  it('reports an undo that fails and still throws the flow’s own error', async () => {
    const failures: string[] = [];
    const failure = new Error('provider down');
    const run = runSteps(
      [
        {
          name: 'claim',
          run: async () => undefined,
          undo: async () => {
            throw new Error('database gone');
          },
        },
        {
          name: 'capture',
          run: async () => {
            throw failure;
          },
        },
      ],
      (step, error) => failures.push(`${step}: ${(error as Error).message}`),
    );
    await expect(run).rejects.toBe(failure);
    expect(failures).toEqual(['claim: database gone']);
  });
});

describe('undoSteps', () => {
  it('undoes an earlier attempt last step first', async () => {
    const seen: string[] = [];
    await undoSteps(
      [
        { name: 'reserve', run: async () => undefined, undo: async () => seen.push('release') },
        { name: 'write', run: async () => undefined, undo: async () => seen.push('delete') },
      ],
      null,
    );
    expect(seen).toEqual(['delete', 'release']);
  });
});

import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSingleFlight } from './use-single-flight';

function deferred() {
  let settle!: { resolve: (value: string) => void; reject: (error: Error) => void };
  const promise = new Promise<string>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

function renderSender(initial?: Parameters<typeof useSingleFlight>[0]) {
  const calls: ReturnType<typeof deferred>[] = [];
  const mutationFn = vi.fn((_name: string) => {
    const call = deferred();
    calls.push(call);
    return call.promise;
  });
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result, rerender } = renderHook(
    (options: Parameters<typeof useSingleFlight>[0]) => ({
      send: useSingleFlight(options),
      mutation: useMutation({ mutationFn }),
    }),
    { wrapper, initialProps: initial },
  );
  return { result, rerender, mutationFn, calls };
}

describe('useSingleFlight', () => {
  it('drops a second send while the first is in flight, and keeps the first callbacks', async () => {
    const { result, mutationFn, calls } = renderSender();
    const onSuccess = vi.fn();
    const onSettled = vi.fn();
    act(() => {
      result.current.send(result.current.mutation, 'first', { onSuccess, onSettled });
      result.current.send(result.current.mutation, 'second', { onSuccess, onSettled });
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(mutationFn.mock.calls[0]?.[0]).toBe('first');

    await act(async () => calls[0]!.resolve('made'));
    await waitFor(() => expect(onSettled).toHaveBeenCalledTimes(1));
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onSuccess.mock.calls[0]?.[0]).toBe('made');
  });

  it('sends again after a failure', async () => {
    const { result, mutationFn, calls } = renderSender();
    const onError = vi.fn();
    act(() => result.current.send(result.current.mutation, 'first', { onError }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.reject(new Error('refused')));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));

    act(() => result.current.send(result.current.mutation, 'again'));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(mutationFn.mock.calls[1]?.[0]).toBe('again');
  });

  it('sends nothing more after a success: the form has done its job', async () => {
    const { result, calls } = renderSender();
    const onSuccess = vi.fn();
    act(() => result.current.send(result.current.mutation, 'first', { onSuccess }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.resolve('made'));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    act(() => result.current.send(result.current.mutation, 'late click', { onSuccess }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(1);
  });

  it('a repeatable form sends again after a success', async () => {
    const { result, calls } = renderSender({ repeatable: true });
    const onSuccess = vi.fn();
    act(() => result.current.send(result.current.mutation, 'saved', { onSuccess }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.resolve('ok'));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    act(() => result.current.send(result.current.mutation, 'saved again'));
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it("a modal's form may be sent again once the modal opens again", async () => {
    const { result, calls, rerender, mutationFn } = renderSender({ open: true });
    const onSuccess = vi.fn();
    act(() => result.current.send(result.current.mutation, 'first', { onSuccess }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.resolve('made'));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    rerender({ open: false });
    act(() => result.current.send(result.current.mutation, 'while closing'));
    rerender({ open: true });
    act(() => result.current.send(result.current.mutation, 'opened again'));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(mutationFn.mock.calls.map(([name]) => name)).toEqual(['first', 'opened again']);
  });
});

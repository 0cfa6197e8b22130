import { lazy, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import AppContext, { type useAppProps } from 'antd/es/app/context';

type FeedbackApi = useAppProps;
type Handle = ((...args: unknown[]) => unknown) & {
  then?: PromiseLike<unknown>['then'];
  destroy?: () => void;
  update?: (config: unknown) => void;
};

// The toast and dialog code (message, notification, Modal) loads at the first toast or dialog:
// a guest who only looks at a store never downloads it (the 5-second JavaScript budget).
const FeedbackHolders = lazy(() => import('./feedback-holders'));

const TOAST_METHODS = ['open', 'success', 'error', 'info', 'warning', 'loading', 'destroy'];
const MODAL_METHODS = ['confirm', 'info', 'success', 'error', 'warning'];

/**
 * The API `App.useApp()` gives, answering at once when the holders are mounted. A call made
 * before waits for them; what it returns stands in for antd's handle (close it, await it, or
 * destroy/update a dialog) and reaches the real one once that exists.
 */
function createFeedbackApi() {
  let api: FeedbackApi | null = null;
  let called = false;
  let requestHolders = () => {
    called = true;
  };
  let markReady!: (ready: FeedbackApi) => void;
  const whenReady = new Promise<FeedbackApi>((resolve) => (markReady = resolve));

  const method = (area: keyof FeedbackApi, name: string) => {
    const call = (ready: FeedbackApi, args: unknown[]) =>
      (ready[area] as unknown as Record<string, (...a: unknown[]) => Handle>)[name]!(...args);
    return (...args: unknown[]) => {
      if (api) return call(api, args);
      requestHolders();
      let real: Handle | undefined;
      const created = whenReady.then((ready) => {
        real = call(ready, args);
      });
      const later = (use: (handle: Handle) => void) => void created.then(() => real && use(real));
      return Object.assign(() => later((handle) => handle()), {
        then: (onDone?: (value: unknown) => unknown, onFail?: (error: unknown) => unknown) =>
          created.then(() => real).then(onDone, onFail),
        destroy: () => later((handle) => handle.destroy?.()),
        update: (config: unknown) => later((handle) => handle.update?.(config)),
      });
    };
  };
  const area = (name: keyof FeedbackApi, methods: string[]) =>
    Object.fromEntries(methods.map((each) => [each, method(name, each)]));

  return {
    value: {
      message: area('message', TOAST_METHODS),
      notification: area('notification', TOAST_METHODS),
      modal: area('modal', MODAL_METHODS),
    } as unknown as FeedbackApi,
    onReady: (ready: FeedbackApi) => {
      api = ready;
      markReady(ready);
    },
    /** `request` mounts the holders; it runs at once if a call came before it was set. */
    setRequester: (request: () => void) => {
      requestHolders = request;
      if (called) request();
    },
  };
}

/**
 * What antd's `App.useApp()` provides (message, notification, modal) with the holders of those
 * toasts and dialogs loaded lazily. Without antd itself: the store page's entry stays light (the
 * `.ant-app` root styles come with `AntdFrame`).
 */
export function AppFeedbackProvider({ children }: { children: ReactNode }) {
  const [{ value, onReady, setRequester }] = useState(createFeedbackApi);
  const [holdersWanted, setHoldersWanted] = useState(false);
  useEffect(() => setRequester(() => setHoldersWanted(true)), [setRequester]);
  return (
    <AppContext.Provider value={value}>
      {holdersWanted ? (
        <Suspense fallback={null}>
          <FeedbackHolders onReady={onReady} />
        </Suspense>
      ) : null}
      {children}
    </AppContext.Provider>
  );
}

/** message, notification and modal as `App.useApp()` gives them, without importing antd's App. */
export function useFeedback(): FeedbackApi {
  return useContext(AppContext);
}

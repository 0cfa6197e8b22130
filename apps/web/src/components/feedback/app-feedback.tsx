import {
  Component,
  isValidElement,
  Suspense,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import AppContext, { type useAppProps } from 'antd/es/app/context';

type FeedbackApi = useAppProps;
type Handle = ((...args: unknown[]) => unknown) & {
  then?: PromiseLike<unknown>['then'];
  destroy?: () => void;
  update?: (config: unknown) => void;
};
type Area = keyof FeedbackApi;

export type FeedbackHoldersModule = {
  default: ComponentType<{ onReady: (api: FeedbackApi) => void }>;
};

// The toast and dialog code (message, notification, Modal) loads at the first toast or dialog:
// a guest who only looks at a store never downloads it (the 5-second JavaScript budget).
const loadFeedbackHolders = (): Promise<FeedbackHoldersModule> => import('./feedback-holders');

const TOAST_METHODS = ['open', 'success', 'error', 'info', 'warning', 'loading', 'destroy'];
const MODAL_METHODS = ['confirm', 'info', 'success', 'error', 'warning'];

/** A toast drawn without the holders' code, while that code cannot be loaded. */
interface PlainToast {
  id: number;
  key?: unknown;
  type: string;
  content: ReactNode;
  description?: ReactNode;
}

const DEFAULT_SECONDS: Partial<Record<Area, number>> = { message: 3, notification: 4.5 };

/** What a message or notification call asks to show (antd's arguments). */
function readToast(area: Area, name: string, args: unknown[]) {
  const [first, second, third] = args;
  const config =
    first != null && typeof first === 'object' && !isValidElement(first)
      ? (first as Record<string, unknown>)
      : null;
  const seconds =
    (config?.duration as number | undefined) ??
    (typeof second === 'number' ? second : DEFAULT_SECONDS[area]!);
  return {
    key: config?.key,
    type: name === 'open' ? ((config?.type as string | undefined) ?? 'info') : name,
    content: (config
      ? area === 'notification'
        ? (config.title ?? config.message)
        : config.content
      : first) as ReactNode,
    description: config?.description as ReactNode,
    seconds,
    onClose: (config?.onClose ?? (typeof second === 'function' ? second : third)) as
      (() => void) | undefined,
  };
}

/**
 * The API `App.useApp()` gives, answering at once when the holders are mounted. A call made
 * before waits for them; what it returns stands in for antd's handle (close it, await it, or
 * destroy/update a dialog) and reaches the real one once that exists. While the holders' code
 * cannot be loaded (offline, or a deploy replaced the chunk), toasts show as plain ones and the
 * code is asked for again at the next call or when the browser is back online; a dialog waits.
 */
function createFeedbackApi() {
  let api: FeedbackApi | null = null;
  let loadFailed = false;
  let wanted = false;
  let requestHolders: (() => void) | null = null;
  const waiting = new Set<{ area: Area; run: (ready: FeedbackApi | null) => void }>();

  let toasts: PlainToast[] = [];
  let nextToastId = 0;
  const toastListeners = new Set<() => void>();
  const setToasts = (next: PlainToast[]) => {
    toasts = next;
    toastListeners.forEach((listener) => listener());
  };
  const closeToast = (id: number) => setToasts(toasts.filter((toast) => toast.id !== id));

  const request = () => {
    wanted = true;
    requestHolders?.();
  };

  /** Shows a message or notification as a plain toast; returns antd's kind of handle. */
  const showPlain = (area: Area, name: string, args: unknown[]): Handle => {
    if (name === 'destroy') {
      const [key] = args;
      setToasts(key === undefined ? [] : toasts.filter((toast) => toast.key !== key));
      return () => undefined;
    }
    const { seconds, onClose, ...shown } = readToast(area, name, args);
    const id = (nextToastId += 1);
    const kept = shown.key === undefined ? toasts : toasts.filter((t) => t.key !== shown.key);
    setToasts([...kept, { id, ...shown }]);
    let closed!: () => void;
    const whenClosed = new Promise<void>((resolve) => (closed = resolve));
    const close = () => {
      if (!toasts.some((toast) => toast.id === id)) return;
      closeToast(id);
      onClose?.();
      closed();
    };
    if (seconds > 0) setTimeout(close, seconds * 1000);
    return Object.assign(close, {
      then: (onDone?: (value: unknown) => unknown, onFail?: (error: unknown) => unknown) =>
        whenClosed.then(onDone, onFail),
    }) as Handle;
  };

  const method = (area: Area, name: string) => {
    const call = (ready: FeedbackApi, args: unknown[]) =>
      (ready[area] as unknown as Record<string, (...a: unknown[]) => Handle>)[name]!(...args);
    return (...args: unknown[]) => {
      if (api) return call(api, args);
      request();
      // The holders could not be loaded last time: the toast shows now, not after another try.
      if (loadFailed && area !== 'modal') return showPlain(area, name, args);
      let real: Handle | undefined;
      let settle!: () => void;
      const created = new Promise<void>((resolve) => (settle = resolve));
      waiting.add({
        area,
        run: (ready) => {
          real = ready ? call(ready, args) : showPlain(area, name, args);
          settle();
        },
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
  const area = (name: Area, methods: string[]) =>
    Object.fromEntries(methods.map((each) => [each, method(name, each)]));

  return {
    value: {
      message: area('message', TOAST_METHODS),
      notification: area('notification', TOAST_METHODS),
      modal: area('modal', MODAL_METHODS),
    } as unknown as FeedbackApi,
    onReady: (ready: FeedbackApi) => {
      api = ready;
      loadFailed = false;
      for (const each of waiting) each.run(ready);
      waiting.clear();
    },
    /** The holders' code did not load: waiting toasts show as plain ones, dialogs keep waiting. */
    onLoadFailed: () => {
      loadFailed = true;
      for (const each of waiting) {
        if (each.area === 'modal') continue;
        waiting.delete(each);
        each.run(null);
      }
    },
    /** Whether a call is owed the holders (one came, and they are not there). */
    needsHolders: () => wanted && !api,
    /** `load` mounts the holders; it runs at once if a call came before it was set. */
    setRequester: (load: (() => void) | null) => {
      requestHolders = load;
      if (load && wanted && !api) load();
    },
    subscribeToToasts: (listener: () => void) => {
      toastListeners.add(listener);
      return () => void toastListeners.delete(listener);
    },
    getToasts: () => toasts,
  };
}

type Feedback = ReturnType<typeof createFeedbackApi>;

/** Holders that broke while rendering count as holders that did not load: the page stays. */
class HoldersBoundary extends Component<{ onError: () => void; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Toasts drawn with the entry's own styles (global.css), for when antd's cannot be loaded. */
function PlainToasts({ feedback }: { feedback: Feedback }) {
  const toasts = useSyncExternalStore(feedback.subscribeToToasts, feedback.getToasts);
  if (toasts.length === 0) return null;
  return (
    <div className="plain-toasts">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`plain-toast plain-toast--${toast.type}`}
          role={toast.type === 'error' || toast.type === 'warning' ? 'alert' : 'status'}
        >
          <div>{toast.content}</div>
          {toast.description ? (
            <div className="plain-toast__description">{toast.description}</div>
          ) : null}
        </div>
      ))}
    </div>
  );
}

/**
 * What antd's `App.useApp()` provides (message, notification, modal) with the holders of those
 * toasts and dialogs loaded lazily. Without antd itself: the store page's entry stays light (the
 * `.ant-app` root styles come with `AntdFrame`). Showing an error never depends on that code:
 * a toast asked for while it cannot be loaded shows as a plain one, and the page stays.
 */
export function AppFeedbackProvider({
  children,
  loadHolders = loadFeedbackHolders,
}: {
  children: ReactNode;
  /** Where the holders' code comes from (tests give one that fails). */
  loadHolders?: () => Promise<FeedbackHoldersModule>;
}) {
  const [feedback] = useState(createFeedbackApi);
  const [holders, setHolders] = useState<FeedbackHoldersModule | null>(null);

  useEffect(() => {
    let active = true;
    let loading = false;
    const load = () => {
      if (loading) return;
      loading = true;
      loadHolders().then(
        (module) => {
          if (active) setHolders(module);
        },
        () => {
          // Asked for again at the next toast or dialog, or once the browser is back online.
          loading = false;
          if (active) feedback.onLoadFailed();
        },
      );
    };
    const onOnline = () => {
      if (feedback.needsHolders()) load();
    };
    feedback.setRequester(load);
    window.addEventListener('online', onOnline);
    return () => {
      active = false;
      feedback.setRequester(null);
      window.removeEventListener('online', onOnline);
    };
  }, [feedback, loadHolders]);

  const Holders = holders?.default;
  return (
    <AppContext.Provider value={feedback.value}>
      {Holders ? (
        <HoldersBoundary
          onError={() => {
            setHolders(null);
            feedback.onLoadFailed();
          }}
        >
          <Suspense fallback={null}>
            <Holders onReady={feedback.onReady} />
          </Suspense>
        </HoldersBoundary>
      ) : null}
      <PlainToasts feedback={feedback} />
      {children}
    </AppContext.Provider>
  );
}

/** message, notification and modal as `App.useApp()` gives them, without importing antd's App. */
export function useFeedback(): FeedbackApi {
  return useContext(AppContext);
}

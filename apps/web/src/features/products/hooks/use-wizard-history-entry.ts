import { useEffect, useRef } from 'react';
import { App } from 'antd';
import { useLocation, useNavigate } from 'react-router';

/** The mark of the wizard's own history entry, in the router state of that entry. */
const WIZARD_ENTRY = 'productWizard';

let openings = 0;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value != null && typeof value === 'object';

const entryOf = (state: unknown) => (isRecord(state) ? state[WIZARD_ENTRY] : undefined);

const warnBeforeLeaving = (event: BeforeUnloadEvent) => event.preventDefault();

export interface LeaveQuestion {
  title: string;
  okText: string;
  cancelText: string;
}

interface WizardHistoryOptions {
  open: boolean;
  /** The wizard holds info the host would lose. */
  filled: boolean;
  /** Asked before Back drops filled info: the same question as the close button's. */
  question: LeaveQuestion;
  onClose: () => void;
}

/**
 * Keeps Back from silently dropping what the host filled in. The app's router is declarative, with
 * no useBlocker, so the open wizard gets a history entry of its own (the same address): Back returns
 * to the page's entry and closes the wizard, after `question` when it holds filled info, and "keep
 * editing" puts the entry back. A reload or a closed tab asks the browser's own question. Returns the
 * function that closes the wizard the other ways (close button, saved), which drops its entry.
 */
export function useWizardHistoryEntry({ open, filled, question, onClose }: WizardHistoryOptions) {
  const { modal } = App.useApp();
  const location = useLocation();
  const navigate = useNavigate();
  /** The id of the entry pushed for this opening; null once the wizard closed. */
  const entry = useRef<string | null>(null);
  /** Whether that entry is the current one (the push has landed, Back has not left it). */
  const onEntry = useRef(false);
  const asking = useRef<{ destroy: () => void } | null>(null);

  useEffect(() => {
    if (!open || entry.current) return;
    openings += 1;
    // Unique across reloads too: an entry left by an earlier page load is not this wizard's.
    const id = `${Date.now()}-${openings}`;
    entry.current = id;
    const { pathname, search, hash, state } = location;
    void navigate(
      { pathname, search, hash },
      { state: { ...(isRecord(state) ? state : {}), [WIZARD_ENTRY]: id } },
    );
  }, [open, location, navigate]);

  useEffect(() => {
    const id = entry.current;
    if (!open || !id) return;
    if (entryOf(location.state) === id) {
      onEntry.current = true;
      return;
    }
    if (!onEntry.current) return;
    // Back (or a move through the history) left the wizard's entry.
    onEntry.current = false;
    const leave = () => {
      entry.current = null;
      onClose();
    };
    if (!filled) {
      leave();
      return;
    }
    const { pathname, search, hash, state } = location;
    asking.current = modal.confirm({
      ...question,
      onOk: leave,
      onCancel: () =>
        void navigate(
          { pathname, search, hash },
          { state: { ...(isRecord(state) ? state : {}), [WIZARD_ENTRY]: id } },
        ),
      afterClose: () => {
        asking.current = null;
      },
    });
  }, [open, filled, location, navigate, modal, question, onClose]);

  // Leaving the page with the question still up (Back twice): the question goes with the page.
  useEffect(() => () => asking.current?.destroy(), []);

  useEffect(() => {
    if (!open || !filled) return;
    window.addEventListener('beforeunload', warnBeforeLeaving);
    return () => window.removeEventListener('beforeunload', warnBeforeLeaving);
  }, [open, filled]);

  return () => {
    const wasOnEntry = onEntry.current;
    entry.current = null;
    onEntry.current = false;
    onClose();
    if (wasOnEntry) void navigate(-1);
  };
}

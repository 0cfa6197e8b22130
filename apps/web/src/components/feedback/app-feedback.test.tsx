import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { AppFeedbackProvider, useFeedback, type FeedbackHoldersModule } from './app-feedback';

let dialog: { destroy: () => void } | null = null;

function Buttons() {
  const { message, modal } = useFeedback();
  // antd's own hook reads the same context: pages that still use it keep working.
  const fromAntd = App.useApp();
  return (
    <>
      <button type="button" onClick={() => void message.success('Saved.')}>
        toast
      </button>
      <button type="button" onClick={() => void fromAntd.message.error('Failed.')}>
        antd toast
      </button>
      <button
        type="button"
        onClick={() => {
          dialog = modal.confirm({ title: 'Remove product', content: 'Sure?' });
        }}
      >
        dialog
      </button>
    </>
  );
}

function renderButtons() {
  return render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <AppFeedbackProvider>
        <Buttons />
      </AppFeedbackProvider>
    </ConfigProvider>,
  );
}

describe('AppFeedbackProvider', () => {
  it('shows toasts asked for before and after its holders have loaded', async () => {
    const user = userEvent.setup();
    renderButtons();
    // The first call comes before the holders exist: it waits for them.
    await user.click(screen.getByRole('button', { name: 'toast' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'antd toast' }));
    expect(await screen.findByText('Failed.')).toBeInTheDocument();
  });

  it('opens dialogs whose handle closes them, even one asked for before the holders loaded', async () => {
    const user = userEvent.setup();
    renderButtons();
    await user.click(screen.getByRole('button', { name: 'dialog' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Sure?');
    dialog!.destroy();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

function failedImport() {
  return Promise.reject(
    new TypeError('Failed to fetch dynamically imported module: /assets/feedback-holders-x.js'),
  );
}

function renderWithLoader(loadHolders: () => Promise<FeedbackHoldersModule>) {
  return render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <AppFeedbackProvider loadHolders={loadHolders}>
        <Buttons />
        <label>
          Typed
          <input defaultValue="Maya" />
        </label>
      </AppFeedbackProvider>
    </ConfigProvider>,
  );
}

describe("AppFeedbackProvider without the holders' code (offline)", () => {
  it('still shows the toast, and the page stays as it was', async () => {
    const user = userEvent.setup();
    const loadHolders = vi.fn(failedImport);
    renderWithLoader(loadHolders);
    await user.click(screen.getByRole('button', { name: 'antd toast' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed.');
    expect(loadHolders).toHaveBeenCalled();
    expect(screen.getByLabelText('Typed')).toHaveValue('Maya');

    // The next toast shows at once, and the code is asked for again.
    await user.click(screen.getByRole('button', { name: 'toast' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    await waitFor(() => expect(loadHolders).toHaveBeenCalledTimes(2));
  });

  it('loads the holders once the code can be fetched again, and opens a dialog that waited', async () => {
    const user = userEvent.setup();
    let online = false;
    const loadHolders = vi.fn(() => (online ? import('./feedback-holders') : failedImport()));
    renderWithLoader(loadHolders);
    await user.click(screen.getByRole('button', { name: 'antd toast' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed.');

    // A dialog waits for its code (a plain one could not ask the same question).
    await user.click(screen.getByRole('button', { name: 'dialog' }));
    await waitFor(() => expect(loadHolders).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    online = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Sure?');
    await user.click(screen.getByRole('button', { name: 'toast' }));
    // antd's own toast now.
    await waitFor(() => expect(document.querySelector('.ant-message')).toHaveTextContent('Saved.'));
  });
});

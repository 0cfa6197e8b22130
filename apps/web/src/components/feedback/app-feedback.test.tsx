import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import { describe, expect, it } from 'vitest';
import { AppFeedbackProvider, useFeedback } from './app-feedback';

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

import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../testing/render.tsx';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

const renderConfirm = (props: { destructive?: boolean; busy?: boolean } = {}) => {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      title="Reset"
      message="This clears your sheet."
      confirmLabel="Confirm Reset"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel, user: userEvent.setup() };
};

describe('ConfirmDialog', () => {
  it('shows the title and message as an alert dialog with focus on Cancel', () => {
    renderConfirm();
    const dialog = screen.getByRole('alertdialog', { name: 'Reset' });
    expect(dialog.textContent).toContain('This clears your sheet.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('calls onConfirm, not onCancel, when confirmed', async () => {
    const { onConfirm, onCancel, user } = renderConfirm();
    await user.click(screen.getByRole('button', { name: 'Confirm Reset' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('calls onCancel from the Cancel button and from Escape', async () => {
    const { onConfirm, onCancel, user } = renderConfirm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('styles a destructive confirmation as danger', () => {
    renderConfirm({ destructive: true });
    expect(screen.getByRole('button', { name: 'Confirm Reset' }).className).toContain('vs-button-danger');
  });

  it('waits while busy: confirm shows busy, nothing can cancel', async () => {
    const { onConfirm, onCancel, user } = renderConfirm({ busy: true });
    const confirm = screen.getByRole('button', { name: 'Confirm Reset' });
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    expect(confirm.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    await user.click(confirm);
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

const AskingHarness = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Reset</Button>
      <ConfirmDialog
        open={open}
        title="Reset"
        message="Sure?"
        confirmLabel="Confirm Reset"
        onConfirm={() => setOpen(false)}
        onCancel={() => setOpen(false)}
      />
    </>
  );
};

describe('ConfirmDialog focus', () => {
  it('returns focus to the button that asked once it closes', async () => {
    const user = userEvent.setup();
    render(<AskingHarness />);
    const opener = screen.getByRole('button', { name: 'Reset' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Confirm Reset' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });
});

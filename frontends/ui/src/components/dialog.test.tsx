import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '../testing/render.tsx';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

const Harness = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Legal notice</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Legal Notice"
        description="Please read this."
        actions={<Button onClick={() => setOpen(false)}>Done</Button>}
      >
        <p>Terms</p>
      </Dialog>
    </>
  );
};

const openDialog = async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Legal notice' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Legal Notice' });
  return { user, opener, dialog };
};

describe('Dialog', () => {
  it('moves focus into the dialog when it opens', async () => {
    const { dialog } = await openDialog();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('Please read this.').id);
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { user, opener } = await openDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('closes with its action and with the corner button, returning focus each time', async () => {
    const { user, opener } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside the dialog', async () => {
    const { user, dialog } = await openDialog();
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });
});

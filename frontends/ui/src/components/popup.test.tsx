import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../testing/render.tsx';
import { FLASH_DURATION_MS } from './flash.tsx';
import { type PopupApi, PopupProvider, usePopup } from './popup.tsx';

let popup: PopupApi | undefined;
const Capture = () => {
  popup = usePopup();
  return <p>Page</p>;
};

const show = (action: (api: PopupApi) => void) =>
  act(() => {
    if (!popup) throw new Error('no popup');
    action(popup);
  });

describe('popup', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(
      <PopupProvider>
        <Capture />
      </PopupProvider>,
    );
  });
  afterEach(() => vi.useRealTimers());

  it('shows the message in a polite live region and removes it after 1500 ms', () => {
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    show((api) => api.show('Saved'));
    expect(region.textContent).toBe('Saved');
    act(() => vi.advanceTimersByTime(FLASH_DURATION_MS - 1));
    expect(region.textContent).toBe('Saved');
    act(() => vi.advanceTimersByTime(1));
    expect(region.textContent).toBe('');
    expect(FLASH_DURATION_MS).toBe(1500);
  });

  it('shows a failed reply as a failure and restarts the time for a newer message', () => {
    show((api) => api.showReply({ success: false, message: 'Invalid Link' }));
    expect(screen.getByText('Invalid Link').className).toContain('vs-flash-failure');
    act(() => vi.advanceTimersByTime(1000));
    show((api) => api.showReply({ success: true, message: 'Saved' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status').textContent).toBe('Saved');
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('sits outside the page flow so it never shifts the layout', () => {
    expect(screen.getByRole('status').className).toBe('vs-popup-region');
  });
});

describe('usePopup', () => {
  it('explains that it needs a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Capture />)).toThrow('usePopup needs a <PopupProvider>');
    vi.restoreAllMocks();
  });
});

describe('popup inside a modal dialog', () => {
  it('is announced from within the dialog, whose modality hides the page-level region', async () => {
    const { Dialog } = await import('./dialog.tsx');
    render(
      <PopupProvider>
        <Dialog open onOpenChange={() => undefined} title="Dashboard">
          <Capture />
        </Dialog>
      </PopupProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Dashboard' });
    show((api) => api.show('Participant added'));
    const shown = screen.getAllByText('Participant added');
    expect(shown).toHaveLength(1);
    expect(dialog.contains(shown[0] as Node)).toBe(true);
    expect(shown[0]?.closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
  });
});

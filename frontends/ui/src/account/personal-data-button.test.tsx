import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../testing/render.tsx';
import { PersonalDataButton, personalDataPath } from './personal-data-button.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Captures the names files are saved under (the hidden link's `download`). */
const savedNames = () => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:json', revokeObjectURL: vi.fn() }));
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
};

describe('PersonalDataButton', () => {
  it("downloads one's own data and says so", async () => {
    const fetch = vi.fn(
      async () =>
        new Response('{"success":true}', {
          headers: { 'content-disposition': 'attachment; filename="Pat_Lee-personal-data.json"' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const saved = savedNames();
    render(<PersonalDataButton>Download my data</PersonalDataButton>);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Downloaded'));
    expect(fetch).toHaveBeenCalledWith('/api/user/export', { credentials: 'same-origin' });
    expect(saved).toEqual(['Pat_Lee-personal-data.json']);
  });

  it("downloads another person's data by their id", async () => {
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    const saved = savedNames();
    render(
      <PersonalDataButton uid="u 1" fallbackName="Pat_Lee-personal-data.json">
        Export personal data
      </PersonalDataButton>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export personal data' }));
    await waitFor(() => expect(saved).toEqual(['Pat_Lee-personal-data.json']));
    expect(fetch).toHaveBeenCalledWith('/api/user/export_byid?uid=u+1', { credentials: 'same-origin' });
    expect(personalDataPath()).toBe('/api/user/export');
  });

  it("shows the server's message as text when the export is refused, and frees the button", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: false, message: 'User not found' }), { status: 404 }),
      ),
    );
    render(<PersonalDataButton uid="u1">Export personal data</PersonalDataButton>);
    const button = screen.getByRole('button', { name: 'Export personal data' });

    await userEvent.setup().click(button);

    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Not downloaded: User not found'),
    );
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByRole('status').id);
  });
});

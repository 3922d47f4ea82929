import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { RemoteApp } from './remote-app.tsx';

vi.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: () => undefined,
  loadRemote: () => Promise.reject(new Error('offline')),
}));

describe('RemoteApp', () => {
  it("says a remote did not load, in place of the server's first screen too (issue 36)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.insertAdjacentHTML('afterbegin', '<div id="vs-first-screen">Welcome</div>');
    render(
      <IntlProvider locale="en">
        <RemoteApp
          name="participant"
          manifestUrl="/remotes/participant/mf-manifest.json"
          props={{ view: 'home', productTitle: 'Values System', onLogout: () => undefined }}
        />
      </IntlProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(document.getElementById('vs-first-screen')).toBeNull();
  });
});

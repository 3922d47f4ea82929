import { act, cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shellCss } from '../shell-css.ts';
import {
  ANNOUNCE_AFTER_MS,
  COOKIE_NOTICE_TEXT,
  CookieNotice,
  resetCookieNoticeAnnouncement,
} from './notices.tsx';

/** English, as the shell shows it to an English reader. */
const inEnglish = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en">{children}</IntlProvider>
);

const notice = () => screen.queryByRole('region', { name: 'Cookie notice' });

beforeEach(() => {
  localStorage.clear();
  resetCookieNoticeAnnouncement();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('CookieNotice', () => {
  it('announces its text once: the first notice fills a polite live region after it is in the page', () => {
    vi.useFakeTimers();
    render(<CookieNotice />, { wrapper: inEnglish });
    const status = within(notice() as HTMLElement).getByRole('status');
    expect(status.textContent).toBe('');
    act(() => vi.advanceTimersByTime(ANNOUNCE_AFTER_MS));
    expect(status.textContent).toBe(COOKIE_NOTICE_TEXT);
  });

  it('shows the text on the next page from the start, without announcing it again', () => {
    vi.useFakeTimers();
    const first = render(<CookieNotice />, { wrapper: inEnglish });
    act(() => vi.advanceTimersByTime(ANNOUNCE_AFTER_MS));
    first.unmount();
    render(<CookieNotice />, { wrapper: inEnglish });
    expect(within(notice() as HTMLElement).getByText(COOKIE_NOTICE_TEXT)).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('goes on Confirm and stays gone in this browser', async () => {
    render(<CookieNotice />, { wrapper: inEnglish });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(notice()).toBeNull();
    cleanup();
    render(<CookieNotice />, { wrapper: inEnglish });
    expect(notice()).toBeNull();
  });

  it('sits in a bar of its own at the foot of the page, never floating over the content', () => {
    const rule = shellCss.match(/^\.vs-cookie-notice\{([^}]*)\}/m)?.[1] ?? '';
    expect(rule.split(';')).toEqual(expect.arrayContaining(['position:sticky', 'bottom:0']));
    expect(rule).not.toContain('position:fixed');
    expect(shellCss).toMatch(/^html:has\(\.vs-cookie-notice\)\{scroll-padding-bottom:/m);
  });
});

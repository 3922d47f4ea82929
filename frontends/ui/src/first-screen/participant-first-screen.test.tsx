import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ID } from './first-screen.ts';
import { participantFirstScreen } from './participant-first-screen.tsx';

const EVENT = {
  eventName: 'Spring <Retreat>',
  eventDate: '2026-06-10',
  facilitator: { forename: 'Gus', surname: 'Guide' },
  sessionAccess: 'Live',
} as const;

type Input = Parameters<typeof participantFirstScreen>[0];

/** An English home with its event, in the product's look, with no typeface preloaded. */
const PLAIN: Input = {
  language: 'en',
  productTitle: 'Values System',
  branding: null,
  event: EVENT,
  typeface: null,
};

/** The first screen of `PLAIN` with `changes`, as a browser would read it. */
const drawn = async (changes: Partial<Input> = {}) => {
  const { head, body } = await participantFirstScreen({ ...PLAIN, ...changes });
  const page = new DOMParser().parseFromString(
    `<html><head>${head}</head><body>${body}</body></html>`,
    'text/html',
  );
  const screen = page.getElementById(FIRST_SCREEN_ID);
  if (screen === null) throw new Error('no first screen');
  return { head, page, screen, text: screen.textContent ?? '' };
};

describe("participantFirstScreen: a participant's home drawn on the server (issue 36)", () => {
  it('draws the header, the language switcher and the home with its event, in English', async () => {
    const { screen, text } = await drawn();
    expect(screen.hasAttribute('inert')).toBe(true);
    expect(screen.getAttribute('lang')).toBe('en');
    expect(screen.getAttribute('dir')).toBe('ltr');
    expect(screen.querySelector('.vs-header .vs-brand')?.textContent).toBe('Values System');
    expect(screen.querySelector('.vs-header button')?.textContent).toBe('Logout');
    expect(screen.querySelector('main select')?.getAttribute('class')).toBe('vs-input');
    expect(screen.querySelector('h1')?.textContent).toBe('Welcome to Values System');
    expect(screen.querySelector('.vs-event-name')?.textContent).toBe('Spring <Retreat>');
    expect(text).toContain('June 10, 2026');
    expect(text).toContain('Guide: Gus Guide');
    expect(text).toContain('Your live session is open');
    expect(text).not.toContain('Start with the pre-work');
    expect(screen.querySelector('.vs-participant-home button')?.textContent).toBe('Next');
  });

  it('invites to the pre-work when the session is not Live, and names no event when there is none', async () => {
    expect(
      (await drawn({ productTitle: 'VS', event: { ...EVENT, sessionAccess: 'Pre-work' } })).text,
    ).toContain('Start with the pre-work');
    const none = await drawn({ productTitle: 'VS', event: null });
    expect(none.screen.querySelector('.vs-event-line')).toBeNull();
    expect(none.text).toContain('Start with the pre-work');
  });

  it("is in the participant's language, right to left in Arabic", async () => {
    const german = await drawn({ language: 'de' });
    expect(german.screen.querySelector('h1')?.textContent).toBe('Willkommen bei Values System');
    expect(german.text).toContain('10. Juni 2026');
    const arabic = await drawn({ language: 'ar' });
    expect(arabic.screen.getAttribute('dir')).toBe('rtl');
    expect(arabic.screen.getAttribute('lang')).toBe('ar');
  });

  it('escapes what people wrote, in the markup and in its stylesheet', async () => {
    const { screen, head, page } = await drawn({
      productTitle: '<img src=x onerror=alert(1)>',
      event: { ...EVENT, eventName: '</main><script>alert(1)</script>' },
      typeface: '/static/font/a.woff2?</style><script>alert(1)</script>',
    });
    expect(page.querySelectorAll('script, img')).toHaveLength(0);
    expect(screen.querySelector('.vs-brand')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(screen.querySelector('.vs-event-name')?.textContent).toBe('</main><script>alert(1)</script>');
    expect(head.match(/<\/style>/g)).toHaveLength(1);
  });

  it('hides the app until it takes over, and waits for its typeface when the page names one', async () => {
    const { head } = await drawn({
      productTitle: 'VS',
      event: null,
      typeface: '/static/font/inter-latin.abc.woff2',
    });
    expect(head).toContain(`#${FIRST_SCREEN_ID} ~ #root{display:none}`);
    expect(head).toMatch(
      /@font-face\{font-family:'Inter Variable';[^}]*font-display:block;[^}]*src:url\("\/static\/font\/inter-latin\.abc\.woff2"\)/,
    );
    expect((await drawn({ productTitle: 'VS', event: null })).head).not.toContain('font-display:block');
  });

  it("wears an organisation's logo before the title and its accent on the screen, as the app does", async () => {
    const branding = {
      name: 'Acme',
      slug: 'acme',
      logoVersion: 'v1',
      hideProductName: false,
      accentColour: '#0b5cad',
    };
    const { head, screen } = await drawn({ branding, event: null });
    const logo = screen.querySelector('.vs-header .vs-brand img');
    expect(logo?.getAttribute('src')).toBe('/api/org/logo?slug=acme&v=v1');
    // Named while the product's name is shown; decorative beside the organisation's own name.
    expect(logo?.getAttribute('alt')).toBe('Acme');
    expect(screen.querySelector('.vs-header .vs-brand')?.textContent).toBe('Values System');
    expect(head).toContain(
      `#${FIRST_SCREEN_ID}{--vs-accent:#0b5cad;--vs-accent-strong:color-mix(in srgb, #0b5cad 78%, #000)`,
    );
    const unbranded = await drawn({
      productTitle: 'VS',
      branding: { ...branding, logoVersion: null, accentColour: null },
      event: null,
    });
    expect(unbranded.screen.querySelector('.vs-brand img')).toBeNull();
    expect(unbranded.head).not.toContain(`#${FIRST_SCREEN_ID}{`);
  });
});

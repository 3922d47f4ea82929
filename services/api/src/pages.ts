import type { CapturedMail } from '@vs/mail';

export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

const page = (title: string, body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1f2933;line-height:1.5}pre{white-space:pre-wrap;background:#f5f7fa;padding:1rem;border-radius:.5rem}article{border-bottom:1px solid #d9e2ec;padding:1rem 0}</style></head><body>${body}</body></html>`;

/** The root page while the frontends are not built (`npm start` builds them first). */
export const landingPage = (productTitle: string): string =>
  page(
    productTitle,
    `<main><h1>${escapeHtml(productTitle)}</h1><p>The API is up, but the web app has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds first) and reload this page.</p><p>The API lives under <code>/api</code>; health at <a href="/healthz">/healthz</a> and <a href="/readyz">/readyz</a>.</p></main>`,
  );

/** Dev-only mailbox of captured mail (no SMTP configured). */
export const mailboxPage = (mails: readonly CapturedMail[]): string =>
  page(
    'Captured mail',
    `<main><h1>Captured mail</h1>${
      mails.length === 0
        ? '<p>No mail yet.</p>'
        : mails
            .map(
              (m) =>
                `<article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.to)} at ${escapeHtml(m.sentAt)}</p><pre>${escapeHtml(m.text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</pre></article>`,
            )
            .join('')
    }</main>`,
  );

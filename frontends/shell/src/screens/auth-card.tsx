import type { ReactNode } from 'react';

/** The centred card every sign-in screen uses. */
export const AuthCard = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="vs-auth-card" aria-labelledby="vs-auth-title">
    <h1 id="vs-auth-title">{title}</h1>
    {children}
  </section>
);

/** The status line under a form: the server's message, announced when it changes. */
export const StatusLine = ({ message, tone }: { message: string; tone: 'error' | 'success' | 'info' }) => (
  <p className={`vs-status vs-status-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
    {message}
  </p>
);

import { Banner } from '@vs/ui';
import type { ReactNode } from 'react';

/** The centred card every sign-in screen uses. */
export const AuthCard = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="vs-auth-card" aria-labelledby="vs-auth-title">
    <h1 id="vs-auth-title">{title}</h1>
    {children}
  </section>
);

const TONES = { error: 'danger', success: 'success', info: 'info' } as const;

/** The status line under a form: the server's message, announced when it changes (errors assertively). */
export const StatusLine = ({ message, tone }: { message: string; tone: keyof typeof TONES }) =>
  tone === 'error' ? (
    <div role="alert">
      <Banner tone="danger">{message}</Banner>
    </div>
  ) : (
    <Banner tone={TONES[tone]} live>
      {message}
    </Banner>
  );

import { describe, expect, it } from 'vitest';
import { composeFollowUpEmail } from './follow-up-email.ts';

const input = {
  to: 'pat@example.test',
  forename: 'Pat',
  eventName: 'Leadership Day',
  link: 'http://x/followup/t1',
  optOutLink: 'http://x/followup/t1/opt-out',
  expiresAt: new Date('2026-08-09T00:00:00.000Z'),
  productTitle: 'Values System',
};

describe('composeFollowUpEmail', () => {
  it('greets, asks, gives the link, its last day and the opt-out link', () => {
    const mail = composeFollowUpEmail({ ...input, language: 'en' });
    expect(mail.subject).toBe('Values System: one minute on your values since Leadership Day');
    expect(mail.text).toBe(
      'Hello Pat,\n\nHow much are you living your ten values today? Rate each again, in about a minute, and see how much has changed since Leadership Day. The link needs no password and works until 9 August 2026.\n\nhttp://x/followup/t1\n\nTo receive no more of these emails:\n\nhttp://x/followup/t1/opt-out',
    );
  });

  it('writes the English date the British way, as the PDFs do', () => {
    const mail = composeFollowUpEmail({ ...input, language: 'en' });
    expect(mail.text).toContain('until 9 August 2026.');
    expect(mail.text).not.toContain('August 9');
  });

  it("is written in the person's language, the date as that language writes it", () => {
    const mail = composeFollowUpEmail({ ...input, language: 'de' });
    expect(mail.subject).toBe('Values System: eine Minute zu Ihren Werten seit Leadership Day');
    expect(mail.text).toContain('Hallo Pat,');
    expect(mail.text).toContain('funktioniert bis 9. August 2026.');
  });
});

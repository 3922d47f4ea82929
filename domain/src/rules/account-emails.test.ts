import { describe, expect, it } from 'vitest';
import { composeLogonEmail, composeResetEmail, passwordLinkUrl } from './account-emails.ts';

const template = { body: 'Please complete your pre-work.', closing: 'See you soon,\nGus' };

describe('passwordLinkUrl', () => {
  it('points at the create-a-password route', () => {
    expect(passwordLinkUrl('https://values.example.com', 'abc_-123')).toBe(
      'https://values.example.com/reset_password/abc_-123',
    );
  });

  it('does not double a trailing slash of the public URL', () => {
    expect(passwordLinkUrl('https://values.example.com//', 'abc')).toBe(
      'https://values.example.com/reset_password/abc',
    );
  });

  it('escapes characters that would break the path', () => {
    expect(passwordLinkUrl('http://x', 'a/b?c')).toBe('http://x/reset_password/a%2Fb%3Fc');
  });
});

describe('composeLogonEmail', () => {
  const base = {
    to: 'paula@example.test',
    forename: 'Paula',
    language: 'en' as const,
    template,
    bodyOverride: null,
    link: 'http://x/reset_password/t1',
    productTitle: 'Values System',
  };

  it('greets by forename, then the template body, the link and the closing', () => {
    expect(composeLogonEmail(base)).toEqual({
      to: 'paula@example.test',
      subject: 'Values System: your logon link',
      text: 'Hello Paula,\n\nPlease complete your pre-work.\n\nhttp://x/reset_password/t1\n\nSee you soon,\nGus',
    });
  });

  it('uses the override instead of the template body for this one email', () => {
    const mail = composeLogonEmail({ ...base, bodyOverride: 'Tomorrow at 9, room 4.' });
    expect(mail.text).toBe(
      'Hello Paula,\n\nTomorrow at 9, room 4.\n\nhttp://x/reset_password/t1\n\nSee you soon,\nGus',
    );
  });

  it('keeps the template body when the override is blank', () => {
    expect(composeLogonEmail({ ...base, bodyOverride: '  \n ' }).text).toContain(
      'Please complete your pre-work.',
    );
  });

  it('leaves out an empty closing rather than an empty paragraph', () => {
    const mail = composeLogonEmail({ ...base, template: { ...template, closing: '' } });
    expect(mail.text).toBe('Hello Paula,\n\nPlease complete your pre-work.\n\nhttp://x/reset_password/t1');
  });

  it("greets and titles in the recipient's language, the template as given", () => {
    const mail = composeLogonEmail({ ...base, language: 'de' });
    expect(mail.subject).toBe('Values System: Ihr Anmeldelink');
    expect(mail.text.startsWith('Hallo Paula,\n\nPlease complete your pre-work.')).toBe(true);
  });

  it('names the configured product in the subject', () => {
    expect(composeLogonEmail({ ...base, productTitle: 'Acme Values' }).subject).toBe(
      'Acme Values: your logon link',
    );
  });
});

describe('composeResetEmail', () => {
  it('greets by forename, says the link lasts 60 minutes and gives the link', () => {
    const mail = composeResetEmail({
      to: 'pat@example.test',
      forename: 'Pat',
      language: 'en',
      link: 'http://x/reset_password/r1',
      productTitle: 'Values System',
    });
    expect(mail.to).toBe('pat@example.test');
    expect(mail.subject).toBe('Values System: reset your password');
    expect(mail.text.startsWith('Hello Pat,\n\n')).toBe(true);
    expect(mail.text).toContain('within 60 minutes');
    expect(mail.text).toContain('\n\nhttp://x/reset_password/r1\n\n');
    expect(mail.text).toContain('you can ignore this email');
  });

  it("is written in the person's language", () => {
    const mail = composeResetEmail({
      to: 'pat@example.test',
      forename: 'Pat',
      language: 'fr',
      link: 'http://x/reset_password/r1',
      productTitle: 'Values System',
    });
    expect(mail.subject).toBe('Values System : réinitialiser votre mot de passe');
    expect(mail.text).toContain('Bonjour Pat,');
    expect(mail.text).toContain('dans les 60 minutes');
  });
});

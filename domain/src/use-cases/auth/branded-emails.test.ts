import { describe, expect, it } from 'vitest';
import { defaultEmailTemplate } from '../../data/default-email-template.ts';
import type { Branding } from '../../model/organisation.ts';
import { EMAIL_LOGO_CID } from '../../rules/account-emails.ts';
import { createTestDeps, LOGO_PNG, makeOrganisation, PNG_LOGO, seedCast } from '../../testing/index.ts';
import { deliverLogonEmail } from './deliver-logon-email.ts';
import { deliverReminderEmail } from './deliver-reminder-email.ts';
import { deliverResetEmail } from './deliver-reset-email.ts';

/** Paula, the cast's participant, moved into Acme with the given branding. */
const setup = async (branding: Partial<Branding>) => {
  const deps = createTestDeps();
  const cast = await seedCast(deps.store);
  const acme = makeOrganisation(branding);
  await deps.store.organisations.insert(acme);
  await deps.store.users.update({ ...cast.participant, orgId: acme.orgId });
  const request = { requestId: 'req-1', uid: cast.participant.uid, senderId: cast.guide.uid };
  const sendAll = async () => {
    await deliverLogonEmail(deps, { ...request, bodyOverride: null });
    await deliverReminderEmail(deps, { ...request, requestId: 'req-2' });
    await deliverResetEmail(deps, { requestId: 'req-3', uid: cast.participant.uid });
    return deps.sent;
  };
  return { deps, cast, acme, sendAll };
};

describe("an organisation's brand in its people's emails (issue 33)", () => {
  it('sends logon, reminder and reset emails under its sender name, from the same address', async () => {
    const { sendAll } = await setup({ senderName: 'Acme People Team' });
    const sent = await sendAll();
    expect(sent.map((mail) => mail.fromName)).toEqual(Array(3).fill('Acme People Team'));
    // No logo: text only, as today.
    expect(sent.every((mail) => mail.html === undefined && mail.inlineImages === undefined)).toBe(true);
    expect(sent[0]?.subject).toBe('Values System: your logon link');
  });

  it('shows its logo as an inline attachment the HTML part names by cid', async () => {
    const { sendAll } = await setup({ logo: PNG_LOGO });
    const sent = await sendAll();
    for (const mail of sent) {
      expect(mail.inlineImages).toEqual([
        { cid: EMAIL_LOGO_CID, filename: 'logo.png', contentType: 'image/png', content: LOGO_PNG },
      ]);
      expect(mail.html).toContain(`<img src="cid:${EMAIL_LOGO_CID}" alt="Acme"`);
      expect(mail.html).not.toContain('http://localhost:3000/api/');
      expect(mail.fromName).toBeUndefined();
    }
    const link = /http:\/\/localhost:3000\/reset_password\/\S+/.exec(sent[0]?.text ?? '')?.[0] ?? '';
    expect(sent[0]?.html).toContain(`<a href="${link}">${link}</a>`);
  });

  it('names the product nowhere when it hides the product name: subject, text, HTML, sender', async () => {
    const { sendAll } = await setup({
      hideProductName: true,
      logo: PNG_LOGO,
    });
    const sent = await sendAll();
    expect(sent).toHaveLength(3);
    for (const mail of sent) {
      expect(JSON.stringify({ ...mail, inlineImages: null })).not.toMatch(/Values System/i);
      expect(mail.fromName).toBe('Acme');
    }
    expect(sent.map((mail) => mail.subject)).toEqual([
      'Acme: your logon link',
      'Acme: a reminder to finish your pre-work',
      'Acme: reset your password',
    ]);
    expect(sent[0]?.text).toContain(defaultEmailTemplate('logon', 'en', false).body);
    expect(sent[1]?.text).toContain(defaultEmailTemplate('reminder', 'en', false).body);
  });

  it("leaves the default organisation's emails exactly as they were", async () => {
    const deps = createTestDeps();
    const cast = await seedCast(deps.store);
    await deliverLogonEmail(deps, {
      requestId: 'r',
      uid: cast.participant.uid,
      senderId: cast.guide.uid,
      bodyOverride: null,
    });
    expect(Object.keys(deps.sent[0] ?? {}).sort()).toEqual(['messageId', 'subject', 'text', 'to']);
  });
});

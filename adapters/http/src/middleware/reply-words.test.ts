import { describe, expect, it } from 'vitest';
import { updateUser } from '../testing/response-state.ts';
import { createTestApp } from '../testing/test-app.ts';

describe('replies in the reader’s language', () => {
  it('words a successful write’s message for a German Guide, and counts in German plurals', async () => {
    const { deps, cast, signIn } = await createTestApp();
    await updateUser(deps.store, cast.guide.uid, { language: 'de' });
    const guide = await signIn(cast.guide);
    const sent = await guide.request('POST', '/api/event/send_emails', { eid: cast.event.eid });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toMatch(/^\d+ Anmelde-E-Mails? in der Warteschlange$/);
    const again = await guide.request('POST', '/api/event/send_emails', { eid: cast.event.eid });
    expect(again.body.message).toBe('Alle Anmelde-E-Mails sind gesendet oder unterwegs');
    const { forename, surname, email } = cast.guide;
    const updated = await guide.request('PUT', '/api/user/updateself', { forename, surname, email });
    expect(updated.body).toMatchObject({ success: true, message: 'Ihr Konto wurde aktualisiert' });
  });

  it('leaves an English reader’s replies word for word', async () => {
    const { cast, signIn } = await createTestApp();
    const guide = await signIn(cast.guide);
    const { forename, surname, email } = cast.guide;
    const updated = await guide.request('PUT', '/api/user/updateself', { forename, surname, email });
    expect(updated.body).toMatchObject({ success: true, message: 'Your account has been updated' });
    const sent = await guide.request('POST', '/api/event/send_emails', { eid: cast.event.eid });
    expect(sent.body.message).toMatch(/^\d+ login emails? queued$/);
  });
});

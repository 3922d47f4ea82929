import { createHttpClient } from '@vs/api/testing';
import { eventually } from '@vs/composition/testing';
import { TEN_VALUE_NAMES as NAMES, tenValues } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import { downloadEventZip, downloadParticipantPdf, isPdf, isZip } from './downloads.ts';
import { useFleet } from './use-fleet.ts';

const today = new Date().toISOString().slice(0, 10);

/** The text of a message as sent: quoted-printable soft breaks and escapes undone. */
const decodedText = (raw: string): string =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

describe('the whole journey through nginx, two API replicas and the worker processes', () => {
  const fleet = useFleet();

  it('runs from the super-admin creating a Guide to the Guide closing the event', async () => {
    const admin = createHttpClient(fleet().url);
    const guide = createHttpClient(fleet().url);
    const participant = createHttpClient(fleet().url);
    // The super-admin creates a Guide.
    expect(
      (
        await admin.request('POST', '/api/auth/login', {
          email: fleet().adminEmail,
          password: fleet().adminPassword,
        })
      ).body,
    ).toMatchObject({ success: true, accessLevel: 2 });
    const registeredGuide = await admin.request('POST', '/api/auth/register', {
      accessLevel: 1,
      forename: 'Gina',
      surname: 'Guide',
      email: 'gina@example.test',
      password: 'Guide1234x',
    });
    expect(registeredGuide.status).toBe(201);

    // The Guide creates an event with a participant and sends the logon email.
    expect(
      (await guide.request('POST', '/api/auth/login', { email: 'gina@example.test', password: 'Guide1234x' }))
        .body,
    ).toMatchObject({ accessLevel: 1 });
    const registered = await guide.request('POST', '/api/auth/register', {
      accessLevel: 0,
      forename: 'Pia',
      surname: 'Participant',
      email: 'pia@example.test',
      password: 'Initial123x',
    });
    const uid = registered.body.user.uid as string;
    const created = await guide.request('POST', '/api/event/create', {
      eventName: 'Leadership Retreat',
      eventDate: today,
      eventType: 'Reg',
      sessionAccess: 'Pre-work',
      participants: [uid],
    });
    expect(created.status).toBeLessThan(300);
    const eid = created.body.event.eid as string;
    expect((await guide.request('POST', '/api/event/send_email', { uid })).body).toMatchObject({
      success: true,
    });

    // The email worker mails the link to the SMTP server; the link points at the proxy.
    await eventually(
      () => fleet().sink.accepted.some((mail) => mail.to.includes('pia@example.test')),
      30_000,
    );
    const mail = fleet().sink.accepted.find((m) => m.to.includes('pia@example.test'));
    const link = new RegExp(`${fleet().url}/reset_password/([\\w-]+)`).exec(decodedText(mail?.raw ?? ''));
    const lid = link?.[1] as string;
    expect(lid).toBeTruthy();

    // The participant follows it and sets a password: signed in.
    const reset = await participant.request('PUT', '/api/auth/reset_password', {
      uid,
      lid,
      password: 'MyOwn1234x',
    });
    expect(reset.body).toMatchObject({ success: true, user: { email: 'pia@example.test' } });
    expect((await participant.request('POST', '/api/auth/loggedIn')).body).toMatchObject({
      valid: true,
      accessLevel: 0,
    });

    // Pre-work, all four steps.
    const save = (body: object) => participant.request('PUT', '/api/response/participant?prework=true', body);
    const descriptions = NAMES.map((n) => `What ${n} means to me`);
    const lived = [90, 80, 70, 60, 50, 40, 30, 20, 10, 0];
    for (const [completedMark, body] of [
      [0, { values: tenValues(NAMES) }],
      [1, { values: tenValues(NAMES), descriptions, percentLived: Array(10).fill(100) }],
      [2, { values: tenValues(NAMES), descriptions, percentLived: Array(10).fill(100) }],
      [3, { values: tenValues(NAMES), descriptions, percentLived: lived }],
    ] as const) {
      expect((await save({ ...body, completedMark })).body).toMatchObject({ success: true });
    }
    const progress = await guide.request('GET', `/api/event/participants?eid=${eid}`);
    expect(progress.body.users[0]).toMatchObject({ uid, responseCompleted: [true, true, true, true] });

    // The Guide switches the event to Live; the participant saves live.
    const updated = await guide.request('PUT', '/api/event/update', {
      eid,
      eventName: 'Leadership Retreat',
      eventDate: today,
      accessClose: created.body.event.accessClose,
      eventType: 'Reg',
      sessionAccess: 'Live',
    });
    expect(updated.body).toMatchObject({ success: true });
    const swapped = [...NAMES];
    [swapped[0], swapped[9]] = [swapped[9] as string, swapped[0] as string];
    const liveSave = await participant.request('PUT', '/api/response/participant', {
      values: tenValues(swapped),
      descriptions,
      percentLived: lived.map(String),
    });
    expect(liveSave.body).toMatchObject({ success: true });
    expect((await participant.request('GET', '/api/response/participant?prework=false')).body.values).toEqual(
      swapped,
    );

    // The Guide downloads the participant's PDF (the PDF worker renders it) and the event's zip
    // (the zip worker builds it); both travel from the worker to the API through PostgreSQL. The
    // zip goes the console's way: asked for, polled (any replica answers), then downloaded.
    const pdf = await downloadParticipantPdf(fleet().url, guide, uid);
    expect(pdf).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(isPdf(pdf.bytes)).toBe(true);
    const { status, zip } = await downloadEventZip(fleet().url, guide, eid);
    expect(status).toMatchObject({ state: 'ready', done: 1, total: 1 });
    expect(zip).toMatchObject({ status: 200, type: 'application/zip' });
    expect(isZip(zip?.bytes ?? new Uint8Array())).toBe(true);

    // The Guide closes the event: the participant is out.
    expect((await guide.request('PUT', '/api/event/facilitatorclose', { eid })).body).toMatchObject({
      success: true,
    });
    expect((await participant.request('GET', '/api/response/participant?prework=false')).status).toBe(409);
  });
});

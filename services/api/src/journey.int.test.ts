import { TEN_VALUE_NAMES as NAMES, tenValues } from '@vs/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, startTestServer, type TestServer } from './testing-server.ts';

const today = new Date().toISOString().slice(0, 10);

describe('the whole journey over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('runs from super-admin sign-in to the Guide closing the event', async () => {
    const admin = createHttpClient(server.url);
    const guide = createHttpClient(server.url);
    const participant = createHttpClient(server.url);
    const anonymous = createHttpClient(server.url);

    // The super-admin logs in and registers a Guide with Meaningful Work enabled.
    expect(
      (
        await admin.request('POST', '/api/auth/login', {
          email: server.adminEmail,
          password: server.adminPassword,
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
    const guideUid = registeredGuide.body.user.uid as string;
    const enableMw = await admin.request('PUT', '/api/user/update', {
      uid: guideUid,
      forename: 'Gina',
      surname: 'Guide',
      email: 'gina@example.test',
      mwEnabled: true,
    });
    expect(enableMw.body).toMatchObject({ success: true });

    // The Guide registers a participant and creates an event with them.
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
    expect(created.body.event.accessClose > today).toBe(true);

    // The logon email carries a link; looking it up does not consume it.
    expect((await guide.request('POST', '/api/event/send_email', { uid })).body).toMatchObject({
      success: true,
    });
    const mail = (await server.mail()).find((m) => m.to === 'pia@example.test');
    const lid = /\/reset_password\/([\w-]+)/.exec(mail?.text ?? '')?.[1] as string;
    expect(lid).toBeTruthy();
    const participants = await guide.request('GET', `/api/event/participants?eid=${eid}`);
    expect(participants.body.users[0]).toMatchObject({ uid, emailSent: true });
    for (let i = 0; i < 2; i += 1) {
      expect((await anonymous.request('GET', `/api/logon_link?lid=${lid}`)).body.link).toEqual({
        used: false,
        uid,
      });
    }

    // The participant sets a password through the link and is signed in.
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
    expect((await anonymous.request('GET', `/api/logon_link?lid=${lid}`)).body.link.used).toBe(true);
    expect((await participant.request('GET', '/api/event/participant_event')).body.event).toMatchObject({
      sessionAccess: 'Pre-work',
      eventName: 'Leadership Retreat',
    });

    // All four pre-work steps.
    const start = await participant.request('GET', '/api/response/participant?prework=true');
    expect(start.body.originalValues.length).toBeGreaterThanOrEqual(90);
    const save = (body: object) => participant.request('PUT', '/api/response/participant?prework=true', body);
    expect((await save({ values: tenValues(NAMES.slice(0, 9)), completedMark: 0 })).status).toBe(400);
    expect((await save({ values: tenValues(NAMES), completedMark: 0 })).body).toMatchObject({
      success: true,
    });
    const identified = await participant.request('GET', '/api/response/participant?prework=true');
    expect(identified.body.percentLived).toEqual(Array(10).fill(100));
    const descriptions = NAMES.map((n) => `What ${n} means to me`);
    expect(
      (
        await save({
          values: tenValues(NAMES),
          descriptions,
          percentLived: Array(10).fill(100),
          completedMark: 1,
        })
      ).status,
    ).toBe(200);
    const ranked = [...NAMES].reverse();
    const rankedDescriptions = [...descriptions].reverse();
    expect(
      (
        await save({
          values: tenValues(ranked),
          descriptions: rankedDescriptions,
          percentLived: Array(10).fill(100),
          completedMark: 2,
        })
      ).status,
    ).toBe(200);
    const lived = [90, 80, 70, 60, 50, 40, 30, 20, 10, 0];
    expect(
      (
        await save({
          values: tenValues(ranked),
          descriptions: rankedDescriptions,
          percentLived: lived,
          completedMark: 3,
        })
      ).status,
    ).toBe(200);

    // The Guide sees progress and switches the event to Live.
    const progress = await guide.request('GET', `/api/event/participants?eid=${eid}`);
    expect(progress.body.users[0].responseCompleted).toEqual([true, true, true, true]);
    const updated = await guide.request('PUT', '/api/event/update', {
      eid,
      eventName: 'Leadership Retreat',
      eventDate: today,
      accessClose: created.body.event.accessClose,
      eventType: 'Reg',
      sessionAccess: 'Live',
    });
    expect(updated.body).toMatchObject({ success: true });
    expect((await guide.request('PUT', '/api/user/update_mw', { uid, mwEnabled: true })).body).toMatchObject({
      success: true,
    });

    // Live values start as a copy of pre-work; live edits leave pre-work alone.
    const live = await participant.request('GET', '/api/response/participant?prework=false');
    expect(live.body.values).toEqual(ranked);
    const swapped = [...ranked];
    [swapped[0], swapped[9]] = [swapped[9] as string, swapped[0] as string];
    const liveSave = await participant.request('PUT', '/api/response/participant', {
      values: tenValues(swapped),
      descriptions: rankedDescriptions,
      percentLived: lived.map(String),
    });
    expect(liveSave.body).toMatchObject({ success: true });
    expect((await participant.request('GET', '/api/response/participant?prework=false')).body.values).toEqual(
      swapped,
    );
    expect((await participant.request('GET', '/api/response/participant?prework=true')).body.values).toEqual(
      ranked,
    );

    // Meaningful work: defaults from pre-work, then the participant's own text.
    const mw = await participant.request('GET', '/api/response/meaningfulwork?prework=false');
    expect(mw.body.data['driver-value']).toBe(ranked[0]);
    expect(mw.body.data['result-value']).toBe(ranked[9]);
    const data = { ...mw.body.data, 'mb-body': 'It lets me help people grow.' };
    expect((await participant.request('PUT', '/api/response/meaningfulwork', { data })).body).toMatchObject({
      success: true,
    });
    expect((await participant.request('GET', '/api/response/meaningfulwork')).body.data['mb-body']).toBe(
      'It lets me help people grow.',
    );

    // The Guide sees team output (live values), then closes the event.
    const team = await guide.request('GET', '/api/event/team_output');
    const card = team.body.team_output.find(
      (e: { eventName: string }) => e.eventName === 'Leadership Retreat',
    );
    expect(card.participants[0].values).toEqual(swapped);
    expect((await guide.request('PUT', '/api/event/facilitatorclose', { eid })).body).toMatchObject({
      success: true,
    });
    expect((await participant.request('GET', '/api/response/participant?prework=false')).status).toBe(409);
    expect(
      (await guide.request('GET', '/api/event/all_expired')).body.events.map((e: { eid: string }) => e.eid),
    ).toContain(eid);
  }, 120_000);
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_TEMPLATE, DEFAULT_REMINDER_TEMPLATE } from '../../data/default-email-template.ts';
import { actorOf } from '../../model/actor.ts';
import { createTestDeps, seedCast } from '../../testing/index.ts';
import { getEmailTemplate } from './get-email-template.ts';

const setup = async () => {
  const deps = createTestDeps();
  return { deps, cast: await seedCast(deps.store) };
};

describe('getEmailTemplate', () => {
  it.each(['guide', 'admin'] as const)('gives a %s the default template until they save one', async (who) => {
    const { deps, cast } = await setup();
    expect(await getEmailTemplate(deps, actorOf(cast[who]))).toEqual(DEFAULT_EMAIL_TEMPLATE);
  });

  it('gives the Guide their own saved template, not another Guide one', async () => {
    const { deps, cast } = await setup();
    await deps.store.emailTemplates.save(cast.guide.uid, 'logon', { body: 'Mine', closing: 'Gus' });
    await deps.store.emailTemplates.save(cast.otherGuide.uid, 'logon', { body: 'Theirs', closing: 'Olga' });
    expect(await getEmailTemplate(deps, actorOf(cast.guide))).toEqual({ body: 'Mine', closing: 'Gus' });
  });

  it('refuses a participant with 403', async () => {
    const { deps, cast } = await setup();
    await expect(getEmailTemplate(deps, actorOf(cast.participant))).rejects.toMatchObject({
      kind: 'forbidden',
    });
  });
});

describe('getEmailTemplate of the reminder kind', () => {
  it('gives the default reminder until the Guide saves one, then theirs, apart from the logon template', async () => {
    const { deps, cast } = await setup();
    const guide = actorOf(cast.guide);
    expect(await getEmailTemplate(deps, guide, 'reminder')).toEqual(DEFAULT_REMINDER_TEMPLATE);
    await deps.store.emailTemplates.save(cast.guide.uid, 'reminder', {
      body: 'Nearly there',
      closing: 'Gus',
    });
    expect(await getEmailTemplate(deps, guide, 'reminder')).toEqual({ body: 'Nearly there', closing: 'Gus' });
    expect(await getEmailTemplate(deps, guide)).toEqual(DEFAULT_EMAIL_TEMPLATE);
  });
});

import { describe, expect, it } from 'vitest';
import { actorOf } from '../../model/actor.ts';
import { createTestDeps, recordWrites, seedCast } from '../../testing/index.ts';
import { saveEmailTemplate } from './save-email-template.ts';

const setup = async () => {
  const deps = createTestDeps();
  return { deps, cast: await seedCast(deps.store) };
};

describe('saveEmailTemplate', () => {
  it('saves the Guide own template and leaves other Guides alone', async () => {
    const { deps, cast } = await setup();

    const result = await saveEmailTemplate(deps, actorOf(cast.guide), {
      body: 'Welcome!\n\nSee you.',
      closing: 'Gus',
    });

    expect(result).toEqual({ message: 'Your email template has been saved' });
    expect(await deps.store.emailTemplates.find(cast.guide.uid, 'logon')).toEqual({
      body: 'Welcome!\n\nSee you.',
      closing: 'Gus',
    });
    expect(await deps.store.emailTemplates.find(cast.otherGuide.uid, 'logon')).toBeNull();
  });

  it('lets a super-admin save one too', async () => {
    const { deps, cast } = await setup();
    await saveEmailTemplate(deps, actorOf(cast.admin), { body: 'B', closing: '' });
    expect(await deps.store.emailTemplates.find(cast.admin.uid, 'logon')).toEqual({ body: 'B', closing: '' });
  });

  it('saves the reminder template apart from the logon one, with its own message', async () => {
    const { deps, cast } = await setup();
    const result = await saveEmailTemplate(
      deps,
      actorOf(cast.guide),
      { body: 'Nearly there', closing: 'Gus' },
      'reminder',
    );
    expect(result).toEqual({ message: 'Your reminder template has been saved' });
    expect(await deps.store.emailTemplates.find(cast.guide.uid, 'reminder')).toEqual({
      body: 'Nearly there',
      closing: 'Gus',
    });
    expect(await deps.store.emailTemplates.find(cast.guide.uid, 'logon')).toBeNull();
  });

  it('refuses a participant with 403, writing nothing', async () => {
    const { deps, cast } = await setup();
    const writes = recordWrites(deps);
    await expect(
      saveEmailTemplate(deps, actorOf(cast.participant), { body: 'B', closing: 'C' }),
    ).rejects.toMatchObject({ kind: 'forbidden', code: 'AUTH.FORBIDDEN' });
    expect(writes()).toEqual([]);
  });
});

import { GUIDE, PARTICIPANT, SUPER_ADMIN } from '@vs/domain';
import { describe, expect, it } from 'vitest';
import { levelChoices } from './register-screen.tsx';

const labels = (level: Parameters<typeof levelChoices>[0]) =>
  levelChoices(level).map(({ label }) => label.defaultMessage);

describe('levelChoices (spec 2.3)', () => {
  it('offers a super-admin every level', () => {
    expect(levelChoices(SUPER_ADMIN).map(({ level }) => level)).toEqual([PARTICIPANT, GUIDE, SUPER_ADMIN]);
    expect(labels(SUPER_ADMIN)).toEqual(['Participant', 'Guide', 'Super-Admin']);
  });

  it('offers a Guide only Participant', () => {
    expect(labels(GUIDE)).toEqual(['Participant']);
  });

  it('offers anyone else Participant, which the server then answers', () => {
    expect(labels(PARTICIPANT)).toEqual(['Participant']);
  });
});

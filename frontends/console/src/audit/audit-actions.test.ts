import de from '@vs/i18n/console/de.json' with { type: 'json' };
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { detailsText } from './audit-actions.ts';

const english = createIntl({ locale: 'en', messages: {} });
const german = createIntl({ locale: 'de', messages: de });

describe('detailsText', () => {
  it('names each recorded key and value in the reader’s language', () => {
    const details = { participants: 3, mwEnabled: true, fields: ['eventName', 'eventDate'] };
    expect(detailsText(english, details)).toBe(
      'participants: 3; Meaningful Work: yes; fields: eventName, eventDate',
    );
    expect(detailsText(german, details)).toBe(
      'Teilnehmende: 3; Sinnvolle Arbeit: ja; Felder: eventName, eventDate',
    );
  });

  it('reads a named id by its name, and an unknown key as recorded', () => {
    expect(detailsText(german, { uid: 'uid-pat', providerCode: 'OIDC.REFUSED' }, { uid: 'Pat Lee' })).toBe(
      'Person: Pat Lee; providerCode: OIDC.REFUSED',
    );
  });
});

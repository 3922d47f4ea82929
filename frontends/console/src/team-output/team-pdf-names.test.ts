import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { allTeamsPdfName, teamOutputTitle, teamPdfName } from './team-pdf-names.ts';

describe('team output names', () => {
  it('titles a card with the session access in round brackets', () => {
    const english = createIntl({ locale: 'en', defaultLocale: 'en' });
    expect(teamOutputTitle(english, { eventName: 'Leaders Day', sessionAccess: 'Live' })).toBe(
      'Leaders Day (Live)',
    );
    expect(teamOutputTitle(english, { eventName: 'Board', sessionAccess: 'Pre-work' })).toBe(
      'Board (Pre-work)',
    );
  });

  it('names one event’s PDF with the session access in square brackets', () => {
    expect(teamPdfName({ eventName: 'Leaders Day', sessionAccess: 'Live' })).toBe('Leaders Day [Live].pdf');
    expect(teamPdfName({ eventName: 'Board', sessionAccess: 'Pre-work' })).toBe('Board [Pre-work].pdf');
  });

  it('replaces characters file systems refuse with spaces', () => {
    expect(teamPdfName({ eventName: 'Q1/Q2: "Plan"', sessionAccess: 'Live' })).toBe('Q1 Q2 Plan [Live].pdf');
  });

  it('names Download All’s PDF by the search terms joined with underscores', () => {
    expect(allTeamsPdfName(['leaders', 'board'])).toBe('leaders_boardTeamOutput.pdf');
    expect(allTeamsPdfName(['leaders'])).toBe('leadersTeamOutput.pdf');
  });

  it('names it TeamOutput.pdf when there are no terms', () => {
    expect(allTeamsPdfName([])).toBe('TeamOutput.pdf');
  });
});

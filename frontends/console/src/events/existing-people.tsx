import { compareForUserList } from '@vs/domain';
import { Button, call, Spinner, VisuallyHidden } from '@vs/ui';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { api } from '../api/client.ts';
import { EmailText } from '../shared/email-text.tsx';
import { PeopleSearchField, searchQuery, usePeopleSearch } from './people-search.tsx';
import { personName } from './person-name.ts';

/** Someone who may be offered: a participant or a Guide (a Guide sees only themselves). */
export interface Candidate {
  readonly uid: string;
  readonly forename: string;
  readonly surname: string;
  readonly email: string;
  /** The event they are in: such people are shown, disabled, with the reason. */
  readonly event: string | null;
  readonly guide: boolean;
}

/**
 * Participants and Guides matching a search (`GET /api/user/participants` and `/facilitators`
 * with `q` and `limit`). A super-admin gets every Guide; a Guide gets only themselves, so they may
 * add themselves as their personal event.
 */
const searchCandidates = async (q: string) => {
  const query = searchQuery(q);
  const [participants, guides] = await Promise.all([
    call(api.api.user.participants.$get({ query })),
    call(api.api.user.facilitators.$get({ query })),
  ]);
  const people: Candidate[] = [
    ...participants.users.map((user) => ({ ...user, guide: false })),
    ...guides.users.map((user) => ({ ...user, guide: true })),
  ].sort(compareForUserList);
  return { people, total: participants.total + guides.total };
};

const unavailableReason = (intl: IntlShape, person: Candidate, eid: string): string =>
  person.event === eid
    ? intl.formatMessage({
        id: 'console.events.existing.inThisEvent',
        defaultMessage: 'Already in this event',
      })
    : intl.formatMessage({
        id: 'console.events.existing.inAnEvent',
        defaultMessage: 'Already assigned to an event',
      });

const countLine = (intl: IntlShape, shown: number, total: number): string =>
  total > shown
    ? intl.formatMessage(
        {
          id: 'console.events.existing.showing',
          defaultMessage: 'Showing {shown} of {total} people: type to narrow the search.',
        },
        { shown, total },
      )
    : intl.formatMessage(
        {
          id: 'console.events.existing.found',
          defaultMessage: '{total, plural, one {# person} other {# people}} found.',
        },
        { total },
      );

/**
 * Spec 2.11: choose an existing participant or Guide. A search box and the matching people, Guides
 * flagged GUIDE; people already in an event are listed with the reason and cannot be chosen.
 */
export const ExistingPeople = ({
  eid,
  adding,
  onChoose,
}: {
  eid: string;
  /** The uid being added, while the request runs. */
  adding: string | null;
  onChoose: (person: Candidate) => void;
}) => {
  const intl = useIntl();
  const { typed, setTyped, results: candidates } = usePeopleSearch('add-participant', searchCandidates);
  const people = candidates.data?.people ?? [];
  return (
    <div className="vs-candidates">
      <PeopleSearchField
        label={intl.formatMessage({
          id: 'console.events.existing.search',
          defaultMessage: 'Search participants and Guides',
        })}
        value={typed}
        onChange={setTyped}
      />
      <p className="vs-candidates-count" role="status" aria-live="polite">
        {candidates.data ? countLine(intl, people.length, candidates.data.total) : ''}
      </p>
      {candidates.isPending ? (
        <Spinner
          label={intl.formatMessage({
            id: 'console.events.existing.loading',
            defaultMessage: 'Loading people',
          })}
        />
      ) : candidates.isError && !candidates.data ? (
        <p className="vs-candidates-none">
          <FormattedMessage
            id="console.events.existing.loadFailed"
            defaultMessage="The list could not be loaded."
          />
        </p>
      ) : people.length === 0 ? (
        <p className="vs-candidates-none">
          <FormattedMessage
            id="console.events.existing.none"
            defaultMessage="No participants or Guides match the search."
          />
        </p>
      ) : (
        <ul
          className="vs-candidates-list"
          aria-label={intl.formatMessage({
            id: 'console.events.existing.list',
            defaultMessage: 'People found',
          })}
        >
          {people.map((person) => {
            const name = personName(person);
            const assigned = person.event !== null;
            return (
              <li key={person.uid} className="vs-candidate" data-unavailable={assigned}>
                <span className="vs-candidate-who">
                  <span className="vs-candidate-name">
                    {name}
                    {person.guide ? (
                      <span className="vs-tag">
                        <FormattedMessage id="console.events.existing.guideTag" defaultMessage="GUIDE" />
                      </span>
                    ) : null}
                  </span>
                  <EmailText className="vs-candidate-email" email={person.email} />
                  {assigned ? (
                    <span className="vs-candidate-reason">{unavailableReason(intl, person, eid)}</span>
                  ) : null}
                </span>
                <Button
                  variant="secondary"
                  disabled={assigned || (adding !== null && adding !== person.uid)}
                  busy={adding === person.uid}
                  onClick={() => onChoose(person)}
                >
                  <FormattedMessage
                    id="console.events.existing.add"
                    defaultMessage="Add<hidden> {name}</hidden>"
                    values={{ name, hidden: (words) => <VisuallyHidden>{words}</VisuallyHidden> }}
                  />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
};

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { compareForUserList } from '@vs/domain';
import { Button, Spinner, TextField, VisuallyHidden } from '@vs/ui';
import { useState } from 'react';
import { api, call } from '../api/client.ts';
import { personName } from './person-name.ts';
import { useReportLoadFailure } from './server-action.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/** How many participants and how many Guides one search lists; typing narrows it on the server. */
const CANDIDATE_LIMIT = 50;

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

const searchCandidates = async (q: string) => {
  const query = q === '' ? { limit: String(CANDIDATE_LIMIT) } : { q, limit: String(CANDIDATE_LIMIT) };
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

/**
 * Participants and Guides matching a search (`GET /api/user/participants` and `/facilitators`
 * with `q` and `limit`). A super-admin gets every Guide; a Guide gets only themselves, so they may
 * add themselves as their personal event.
 */
const useCandidates = (q: string) =>
  useQuery({
    queryKey: ['users', 'add-participant', q],
    queryFn: () => searchCandidates(q),
    placeholderData: keepPreviousData,
  });

const unavailableReason = (person: Candidate, eid: string): string =>
  person.event === eid ? 'Already in this event' : 'Already assigned to an event';

const countLine = (shown: number, total: number): string =>
  total > shown
    ? `Showing ${shown} of ${total} people: type to narrow the search.`
    : `${total} ${total === 1 ? 'person' : 'people'} found.`;

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
  const [search, setSearch] = useState('');
  const candidates = useCandidates(useDebouncedValue(search.trim()));
  useReportLoadFailure(candidates.error);
  const people = candidates.data?.people ?? [];
  return (
    <div className="vs-candidates">
      <TextField
        label="Search participants and Guides"
        type="search"
        hint="First name, last name or email"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <p className="vs-candidates-count" role="status" aria-live="polite">
        {candidates.data ? countLine(people.length, candidates.data.total) : ''}
      </p>
      {candidates.isPending ? (
        <Spinner label="Loading people" />
      ) : candidates.isError && !candidates.data ? (
        <p className="vs-candidates-none">The list could not be loaded.</p>
      ) : people.length === 0 ? (
        <p className="vs-candidates-none">No participants or Guides match the search.</p>
      ) : (
        <ul className="vs-candidates-list" aria-label="People found">
          {people.map((person) => {
            const name = personName(person);
            const assigned = person.event !== null;
            return (
              <li key={person.uid} className="vs-candidate" data-unavailable={assigned}>
                <span className="vs-candidate-who">
                  <span className="vs-candidate-name">
                    {name}
                    {person.guide ? <span className="vs-tag">GUIDE</span> : null}
                  </span>
                  <span className="vs-candidate-email">{person.email}</span>
                  {assigned ? (
                    <span className="vs-candidate-reason">{unavailableReason(person, eid)}</span>
                  ) : null}
                </span>
                <Button
                  variant="secondary"
                  disabled={assigned || (adding !== null && adding !== person.uid)}
                  busy={adding === person.uid}
                  onClick={() => onChoose(person)}
                >
                  Add<VisuallyHidden> {name}</VisuallyHidden>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
};

import { Button, Checkbox, call, Spinner, VisuallyHidden } from '@vs/ui';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { api } from '../api/client.ts';
import { EmailText } from '../shared/email-text.tsx';
import { PeopleSearchField, searchQuery, usePeopleSearch } from './people-search.tsx';
import { personName } from './person-name.ts';

/** A participant as the picker lists and remembers them. */
export interface PickedParticipant {
  readonly uid: string;
  readonly forename: string;
  readonly surname: string;
  readonly email: string;
  /** The event they are in; such people cannot be chosen (one event at a time). */
  readonly event: string | null;
}

const searchParticipants = async (q: string) => {
  const { users, total } = await call(api.api.user.participants.$get({ query: searchQuery(q) }));
  return { users: users satisfies PickedParticipant[], total };
};

/** What the search found, announced politely as it changes. */
const resultText = (intl: IntlShape, q: string, shown: number, total: number): string => {
  if (total === 0)
    return q === ''
      ? intl.formatMessage({
          id: 'console.events.picker.noneYet',
          defaultMessage: 'There are no participants yet.',
        })
      : intl.formatMessage({
          id: 'console.events.picker.noMatch',
          defaultMessage: 'No participants match the search.',
        });
  if (total > shown)
    return intl.formatMessage(
      {
        id: 'console.events.picker.showingSome',
        defaultMessage: 'Showing {shown} of {total} participants: type to narrow the list.',
      },
      { shown, total },
    );
  return intl.formatMessage(
    {
      id: 'console.events.picker.found',
      defaultMessage: '{total, plural, one {# participant} other {# participants}} found.',
    },
    { total },
  );
};

const ChosenList = ({
  chosen,
  onRemove,
}: {
  readonly chosen: readonly PickedParticipant[];
  readonly onRemove: (uid: string) => void;
}) =>
  chosen.length === 0 ? (
    <p className="vs-picker-none">
      <FormattedMessage id="console.events.picker.noneChosen" defaultMessage="No participants chosen yet." />
    </p>
  ) : (
    <ul className="vs-picker-chosen">
      {chosen.map((person) => (
        <li key={person.uid}>
          <span>{personName(person)}</span>
          <Button variant="secondary" onClick={() => onRemove(person.uid)}>
            <FormattedMessage
              id="console.events.picker.remove"
              defaultMessage="Remove<hidden> {name}</hidden>"
              values={{
                name: personName(person),
                hidden: (chunks) => <VisuallyHidden>{chunks}</VisuallyHidden>,
              }}
            />
          </Button>
        </li>
      ))}
    </ul>
  );

/**
 * Spec 2.10: chooses the new event's participants. A server search (names and emails) lists up to
 * 50 (SEARCH_LIMIT) matches as check boxes; people already in an event are shown disabled
 * with the reason. The chosen people stay listed below whatever the search shows.
 */
export const ParticipantPicker = ({
  chosen,
  onChange,
}: {
  readonly chosen: readonly PickedParticipant[];
  readonly onChange: (chosen: PickedParticipant[]) => void;
}) => {
  const intl = useIntl();
  const { typed, setTyped, q, results } = usePeopleSearch('participant-picker', searchParticipants);
  const chosenIds = new Set(chosen.map((person) => person.uid));
  const toggle = (person: PickedParticipant, checked: boolean) =>
    onChange(checked ? [...chosen, person] : chosen.filter((other) => other.uid !== person.uid));
  const users = results.data?.users ?? [];
  const total = results.data?.total ?? 0;
  const foundLabel = intl.formatMessage({
    id: 'console.events.picker.foundLabel',
    defaultMessage: 'Participants found',
  });
  return (
    <fieldset className="vs-picker">
      <legend className="vs-picker-legend">
        <FormattedMessage id="console.events.picker.legend" defaultMessage="Participants" />
      </legend>
      <p className="vs-field-hint">
        <FormattedMessage
          id="console.events.picker.hint"
          defaultMessage="Choose people who are not in an event yet. To add brand-new participants, open the event's Dashboard after saving."
        />
      </p>
      <PeopleSearchField
        label={intl.formatMessage({
          id: 'console.events.picker.search',
          defaultMessage: 'Search participants',
        })}
        value={typed}
        onChange={setTyped}
      />
      <p className="vs-picker-count" aria-live="polite">
        {results.data === undefined ? '' : resultText(intl, q, users.length, total)}
      </p>
      {results.isPending && (
        <Spinner
          label={intl.formatMessage({
            id: 'console.events.picker.loading',
            defaultMessage: 'Loading participants',
          })}
        />
      )}
      {users.length > 0 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable list must be reachable by keyboard (WCAG 2.1.1)
        <ul className="vs-picker-list" aria-label={foundLabel} tabIndex={0}>
          {users.map((person) => (
            <li key={person.uid}>
              <Checkbox
                label={
                  <>
                    {personName(person)} <EmailText className="vs-picker-email" email={person.email} />
                    {person.event !== null && (
                      <span className="vs-picker-tag">
                        <FormattedMessage
                          id="console.events.picker.inEvent"
                          defaultMessage="Already in an event"
                        />
                      </span>
                    )}
                  </>
                }
                checked={chosenIds.has(person.uid)}
                disabled={person.event !== null}
                onChange={(event) => toggle(person, event.target.checked)}
              />
            </li>
          ))}
        </ul>
      )}
      <h3 className="vs-picker-heading">
        <FormattedMessage
          id="console.events.picker.chosen"
          defaultMessage="Chosen ({count, number})"
          values={{ count: chosen.length }}
        />
      </h3>
      <ChosenList
        chosen={chosen}
        onRemove={(uid) => onChange(chosen.filter((person) => person.uid !== uid))}
      />
    </fieldset>
  );
};

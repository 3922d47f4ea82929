import { useQuery } from '@tanstack/react-query';
import type { ResponseLists } from '@vs/domain';
import { guideName, useEventDate } from '@vs/ui';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { eventQuery, type Target } from '../api/queries.ts';
import { entryIds } from './wizard-logic.ts';

const descriptors = defineMessages({
  valuesTitle: { id: 'prework.completion.valuesTitle', defaultMessage: 'Your {count} values' },
  percent: { id: 'prework.completion.percent', defaultMessage: '{percent}% lived' },
  liveOn: {
    id: 'prework.completion.liveOn',
    defaultMessage: 'Your live session is on {date}.',
  },
  liveOnWith: {
    id: 'prework.completion.liveOnWith',
    defaultMessage: 'Your live session with {guide} is on {date}.',
  },
  liveOpen: {
    id: 'home.liveOpen',
    defaultMessage: 'Your live session is open: continue with your Guide and the group.',
  },
});

const messages: Readonly<Record<keyof typeof descriptors, MessageDescriptor>> = descriptors;

/** When the live session is: its date and Guide, or that it is open already; nothing until the event is known. */
const LiveSessionLine = ({ target }: { readonly target: Target }) => {
  const intl = useIntl();
  const dateOf = useEventDate();
  const { data: event } = useQuery(eventQuery(target));
  if (event === undefined) return null;
  const guide = guideName(event);
  const date = dateOf(event.eventDate);
  const text =
    event.sessionAccess === 'Live'
      ? intl.formatMessage(messages.liveOpen)
      : guide === ''
        ? intl.formatMessage(messages.liveOn, { date })
        : intl.formatMessage(messages.liveOnWith, { date, guide });
  return <p className="vs-prework-live-session">{text}</p>;
};

/**
 * Index 7: the pre-work is done. What was saved, the ten values in rank order with their percent
 * lived, and when the live session is.
 */
export const CompletionRecap = ({
  values,
  target,
}: {
  readonly values: ResponseLists;
  readonly target: Target;
}) => {
  const intl = useIntl();
  const keys = entryIds(values.values);
  return (
    <div className="vs-prework-text">
      <p>
        <FormattedMessage
          id="prework.completion"
          defaultMessage="Your values, definitions, ranking and percentages are saved. Download a copy of your pre-work to keep, and bring your reflections to the live session with your Guide."
        />
      </p>
      <LiveSessionLine target={target} />
      {values.values.length > 0 && (
        <>
          <h2>{intl.formatMessage(messages.valuesTitle, { count: values.values.length })}</h2>
          <ol className="vs-prework-recap">
            {values.values.map((entry, i) => (
              <li key={keys[i]}>
                <span className="vs-prework-badge" aria-hidden="true">
                  {i + 1}
                </span>
                <span className="vs-prework-recap-value">{entry.value}</span>
                <span className="vs-prework-recap-percent">
                  {intl.formatMessage(messages.percent, { percent: values.percentLived[i] ?? 0 })}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
};

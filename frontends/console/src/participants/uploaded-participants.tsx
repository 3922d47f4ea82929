import { useQuery } from '@tanstack/react-query';
import { call } from '@vs/ui';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '../api/client.ts';
import { useReportLoadFailure } from '../api/server-action.ts';
import { PeopleTable } from '../people/people-table.tsx';
import { PEOPLE_KEY } from '../people/user-search.ts';

/**
 * The people inside uploaded event files (spec 2.11), read-only; shown only when there are any.
 * Super-admins only: the server refuses Guides this list.
 */
export const UploadedParticipants = () => {
  const intl = useIntl();
  const headingId = useId();
  const uploaded = useQuery({
    queryKey: [...PEOPLE_KEY, 'uploaded'],
    queryFn: async () => (await call(api.api.user.participants_uploaded.$get())).users,
  });
  useReportLoadFailure(uploaded.error);
  if (!uploaded.data?.length) return null;
  return (
    <section className="vs-screen-section vs-people" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id="console.participants.uploaded.heading" defaultMessage="Uploaded Participants" />
      </h2>
      <PeopleTable
        label={intl.formatMessage({
          id: 'console.participants.uploaded.label',
          defaultMessage: 'Uploaded Participants',
        })}
        people={uploaded.data}
        empty=""
        sortable
      />
    </section>
  );
};

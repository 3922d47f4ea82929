import { useQuery } from '@tanstack/react-query';
import { GUIDE, type StaffLevel, SUPER_ADMIN } from '@vs/domain';
import { call, Select, TextField } from '@vs/ui';
import { useIntl } from 'react-intl';
import { api } from '../api/client.ts';
import { useCurrentUser } from '../api/current-user.ts';
import { useReportLoadFailure } from '../api/server-action.ts';
import { personName } from './person-name.ts';

/** The choice that sends no `facilitator`: the creator facilitates (create-event's default). */
export const YOURSELF = '';

const useGuides = (enabled: boolean) =>
  useQuery({
    queryKey: ['users', 'facilitators', 'all'],
    queryFn: async () => (await call(api.api.user.facilitators.$get({ query: {} }))).users,
    enabled,
  });

/**
 * Who facilitates a new event. A super-admin picks any Guide or keeps themself (the default); a
 * Guide always facilitates their own events, so they see their name, read-only.
 */
export const FacilitatorField = ({
  accessLevel,
  value,
  onChange,
}: {
  readonly accessLevel: StaffLevel;
  /** A Guide's uid, or {@link YOURSELF}. */
  readonly value: string;
  readonly onChange: (uid: string) => void;
}) => {
  const intl = useIntl();
  const me = useCurrentUser();
  const guides = useGuides(accessLevel === SUPER_ADMIN);
  useReportLoadFailure(guides.error);
  const myName = me.data ? personName(me.data) : '';
  const label = intl.formatMessage({ id: 'console.events.facilitator.label', defaultMessage: 'Facilitator' });
  if (accessLevel === GUIDE) return <TextField label={label} value={myName} readOnly />;
  return (
    <Select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={[
        {
          value: YOURSELF,
          label:
            myName === ''
              ? intl.formatMessage({ id: 'console.events.facilitator.yourself', defaultMessage: 'Yourself' })
              : intl.formatMessage(
                  { id: 'console.events.facilitator.yourselfNamed', defaultMessage: 'Yourself ({name})' },
                  { name: myName },
                ),
        },
        ...(guides.data ?? []).map((guide) => ({
          value: guide.uid,
          label: intl.formatMessage(
            { id: 'console.events.facilitator.guide', defaultMessage: '{name} ({email})' },
            { name: personName(guide), email: guide.email },
          ),
        })),
      ]}
    />
  );
};

import { type AccessLevel, canRegisterLevel, GUIDE, PARTICIPANT, SUPER_ADMIN } from '@vs/domain';
import { Button, call, FORENAME_SURNAME, messageOf, NO_DETAILS, PersonFields, Select } from '@vs/ui';
import { type FormEvent, useState } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { api } from '../api/client.ts';
import { usePageTitle } from '../layout/page-title.ts';
import { useSession } from '../session/session.tsx';
import { AuthCard, StatusLine } from './auth-card.tsx';

const m = defineMessages({
  title: { id: 'shell.register.title', defaultMessage: 'Register A User' },
  accessLevel: { id: 'shell.register.accessLevel', defaultMessage: 'Access Level' },
  password: { id: 'shell.register.password', defaultMessage: 'Password' },
  participant: { id: 'shell.register.level.participant', defaultMessage: 'Participant' },
  guide: { id: 'shell.register.level.guide', defaultMessage: 'Guide' },
  superAdmin: { id: 'shell.register.level.superAdmin', defaultMessage: 'Super-Admin' },
});

const LEVELS: readonly { readonly level: AccessLevel; readonly label: MessageDescriptor }[] = [
  { level: PARTICIPANT, label: m.participant },
  { level: GUIDE, label: m.guide },
  { level: SUPER_ADMIN, label: m.superAdmin },
];

/**
 * Spec 2.3: Participant always; Guide and Super-Admin only for a super-admin: the levels the
 * domain lets the current user register (canRegisterLevel, the server's rule), and Participant
 * for anyone else who reaches the screen (the server answers them).
 */
export const levelChoices = (currentLevel: AccessLevel) =>
  LEVELS.filter(
    ({ level }) => level === PARTICIPANT || canRegisterLevel({ accessLevel: currentLevel }, level),
  );

/** Spec 2.3 Register A User; on success it goes to /. */
export const RegisterScreen = ({ onRegistered }: { onRegistered: (message: string) => void }) => {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(m.title));
  const navigate = useNavigate();
  const { session } = useSession();
  const currentLevel = session.status === 'signed-in' ? session.accessLevel : PARTICIPANT;
  const [accessLevel, setAccessLevel] = useState<AccessLevel>(PARTICIPANT);
  const [details, setDetails] = useState(NO_DETAILS);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem('');
    try {
      const reply = await call(api.api.auth.register.$post({ json: { accessLevel, ...details } }));
      onRegistered(reply.message);
      navigate('/');
    } catch (error) {
      setProblem(messageOf(error, intl));
      setBusy(false);
    }
  };

  return (
    <AuthCard title={intl.formatMessage(m.title)}>
      <form onSubmit={submit} className="vs-form">
        <Select
          label={intl.formatMessage(m.accessLevel)}
          required
          options={levelChoices(currentLevel).map(({ level, label }) => ({
            value: String(level),
            label: intl.formatMessage(label),
          }))}
          value={String(accessLevel)}
          onChange={(event) => setAccessLevel(Number(event.target.value) as AccessLevel)}
        />
        <PersonFields
          details={details}
          onChange={setDetails}
          nameLabels={FORENAME_SURNAME}
          required
          passwordLabel={intl.formatMessage(m.password)}
        />
        {problem ? <StatusLine message={problem} tone="error" /> : null}
        <Button type="submit" busy={busy}>
          <FormattedMessage id="shell.register.submit" defaultMessage="Register" />
        </Button>
      </form>
    </AuthCard>
  );
};

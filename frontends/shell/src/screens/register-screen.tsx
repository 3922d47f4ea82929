import { TEXT_LIMITS } from '@vs/domain';
import { Button, call, messageOf, PasswordField, Select, TextField } from '@vs/ui';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../api/client.ts';
import { usePageTitle } from '../layout/page-title.ts';
import { type AccessLevel, useSession } from '../session/session.tsx';
import { AuthCard, StatusLine } from './auth-card.tsx';

const LEVELS: readonly { readonly level: AccessLevel; readonly label: string }[] = [
  { level: 0, label: 'Participant' },
  { level: 1, label: 'Guide' },
  { level: 2, label: 'Super-Admin' },
];

/** Spec 2.3: Participant always; Guide and Super-Admin only for a super-admin. */
export const levelChoices = (currentLevel: AccessLevel) =>
  LEVELS.filter(({ level }) => level === 0 || currentLevel === 2);

/** Spec 2.3 Register A User; on success it goes to /. */
export const RegisterScreen = ({ onRegistered }: { onRegistered: (message: string) => void }) => {
  usePageTitle('Register A User');
  const navigate = useNavigate();
  const { session } = useSession();
  const currentLevel = session.status === 'signed-in' ? session.accessLevel : 0;
  const [accessLevel, setAccessLevel] = useState<AccessLevel>(0);
  const [forename, setForename] = useState('');
  const [surname, setSurname] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem('');
    try {
      const reply = await call(
        api.api.auth.register.$post({ json: { accessLevel, forename, surname, email, password } }),
      );
      onRegistered(reply.message);
      navigate('/');
    } catch (error) {
      setProblem(messageOf(error));
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Register A User">
      <form onSubmit={submit} className="vs-form">
        <Select
          label="Access Level"
          required
          options={levelChoices(currentLevel).map(({ level, label }) => ({ value: String(level), label }))}
          value={String(accessLevel)}
          onChange={(event) => setAccessLevel(Number(event.target.value) as AccessLevel)}
        />
        <TextField
          label="Forename"
          maxLength={TEXT_LIMITS.personName}
          autoComplete="off"
          required
          value={forename}
          onChange={(event) => setForename(event.target.value)}
        />
        <TextField
          label="Surname"
          maxLength={TEXT_LIMITS.personName}
          autoComplete="off"
          required
          value={surname}
          onChange={(event) => setSurname(event.target.value)}
        />
        <TextField
          label="Email"
          maxLength={TEXT_LIMITS.email}
          type="email"
          autoComplete="off"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {problem ? <StatusLine message={problem} tone="error" /> : null}
        <Button type="submit" busy={busy}>
          Register
        </Button>
      </form>
    </AuthCard>
  );
};

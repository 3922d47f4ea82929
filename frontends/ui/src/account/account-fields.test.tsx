import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { PASSWORD_HINT, TEXT_LIMITS } from '@vs/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../testing/render.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import type { NewPassword, PasswordProblem } from './new-password-problem.ts';
import {
  FORENAME_SURNAME,
  NO_DETAILS,
  type PersonDetails,
  PersonFields,
  type PersonNames,
} from './person-fields.tsx';

/** The input labelled `name` (a required field's label ends in a hidden marker). */
const input = (name: string) =>
  screen.getByLabelText(new RegExp(`^${name}\\s*\\*?$`), { selector: 'input' }) as HTMLInputElement;

const describedBy = (element: HTMLElement): string[] =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);

const Names = ({ seen }: { seen: (details: PersonNames) => void }) => {
  const [details, setDetails] = useState<PersonNames>({ forename: 'Gil', surname: 'Ray', email: '' });
  return (
    <PersonFields
      details={details}
      onChange={(next) => {
        seen(next);
        setDetails(next);
      }}
    />
  );
};

describe('PersonFields', () => {
  it('edits First Name, Last Name and Email, each kept to its limit, and shows no password without a label', async () => {
    const seen = vi.fn<(details: PersonNames) => void>();
    render(<Names seen={seen} />);
    expect(input('First Name').value).toBe('Gil');
    expect(input('Last Name').maxLength).toBe(TEXT_LIMITS.personName);
    expect(input('Email').maxLength).toBe(TEXT_LIMITS.email);
    expect(input('Email').type).toBe('email');
    expect(screen.queryByLabelText('Password', { selector: 'input' })).toBeNull();
    await userEvent.setup().type(input('Email'), 'g@x.test');
    expect(seen).toHaveBeenLastCalledWith({ forename: 'Gil', surname: 'Ray', email: 'g@x.test' });
  });

  it("offers the browser's autofill only on the person's own account", () => {
    render(<PersonFields ownAccount details={NO_DETAILS} onChange={() => undefined} />);
    expect(
      [input('First Name'), input('Last Name'), input('Email')].map((field) => field.autocomplete),
    ).toEqual(['given-name', 'family-name', 'email']);
  });

  it('says Forename and Surname when asked, marks every field required and edits the password', async () => {
    const seen = vi.fn<(details: PersonDetails) => void>();
    render(
      <PersonFields
        details={NO_DETAILS}
        onChange={seen}
        nameLabels={FORENAME_SURNAME}
        required
        passwordLabel="Password"
        passwordHint="Sent to the person"
        passwordError="Too short"
      />,
    );
    const fields = [input('Forename'), input('Surname'), input('Email'), input('Password')];
    expect(fields.map((field) => field.required)).toEqual([true, true, true, true]);
    expect(fields.map((field) => field.autocomplete)).toEqual(['off', 'off', 'off', 'new-password']);
    expect(describedBy(input('Password'))).toEqual(['Sent to the person', 'Too short']);
    await userEvent.setup().type(input('Password'), 'x');
    expect(seen).toHaveBeenLastCalledWith({ ...NO_DETAILS, password: 'x' });
  });
});

const Pair = ({ optional, problem }: { optional?: boolean; problem?: PasswordProblem }) => {
  const [value, setValue] = useState<NewPassword>({ password: '', confirmation: '' });
  return (
    <>
      <NewPasswordFields optional={optional} value={value} onChange={setValue} problem={problem} />
      <output>{`${value.password}|${value.confirmation}`}</output>
    </>
  );
};

describe('NewPasswordFields', () => {
  it("gives the domain's rule as the hint of a required pair", async () => {
    render(<Pair />);
    expect(describedBy(input('Password'))).toEqual([PASSWORD_HINT]);
    expect(input('Password').getAttribute('aria-required')).toBe('true');
    expect(input('Confirm Password').getAttribute('aria-required')).toBe('true');
    const user = userEvent.setup();
    await user.type(input('Password'), 'Abcdefg1');
    await user.type(input('Confirm Password'), 'Abcdefg2');
    expect(screen.getByRole('status').textContent).toBe('Abcdefg1|Abcdefg2');
    expect([input('Password').autocomplete, input('Confirm Password').autocomplete]).toEqual([
      'new-password',
      'new-password',
    ]);
  });

  it('says that blank keeps the password when optional, and requires nothing', () => {
    render(<Pair optional />);
    expect(describedBy(input('Password'))).toEqual([`Leave blank to keep your password. ${PASSWORD_HINT}`]);
    expect(input('Password').hasAttribute('aria-required')).toBe(false);
  });

  it('shows a problem on the field it names', () => {
    render(<Pair problem={{ field: 'confirmation', message: 'Passwords do not match' }} />);
    expect(input('Confirm Password').getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input('Confirm Password'))).toEqual(['Passwords do not match']);
    expect(input('Password').hasAttribute('aria-invalid')).toBe(false);
  });
});

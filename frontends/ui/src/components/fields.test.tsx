import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '../testing/render.tsx';
import { Checkbox } from './checkbox.tsx';
import { fieldCss } from './field.tsx';
import { Select } from './select.tsx';
import { TextArea } from './text-area.tsx';
import { PasswordField, TextField } from './text-field.tsx';

const describedBy = (element: HTMLElement): string[] =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);

/** A controlled field 85 characters into a 100-character limit. */
const Counted = () => {
  const [text, setText] = useState('x'.repeat(85));
  return (
    <TextField label="Event Name" maxLength={100} value={text} onChange={(e) => setText(e.target.value)} />
  );
};

describe('form fields', () => {
  it('labels the input and links its hint and error', () => {
    render(<TextField label="Email" hint="We send your link here." error="Please enter an email" required />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input).toHaveProperty('required', true);
    expect(describedBy(input)).toEqual(['We send your link here.', 'Please enter an email']);
  });

  it('is not marked invalid and describes only the hint without an error', () => {
    render(<TextField label="Forename" hint="As on your badge" />);
    const input = screen.getByRole('textbox', { name: 'Forename' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input).toHaveProperty('required', false);
    expect(describedBy(input)).toEqual(['As on your badge']);
  });

  it('has no description at all without hint and error', () => {
    render(<TextField label="Surname" />);
    expect(screen.getByRole('textbox', { name: 'Surname' }).hasAttribute('aria-describedby')).toBe(false);
  });

  it('counts the characters left only near the limit, and stops at it', async () => {
    render(<Counted />);
    const input = screen.getByRole('textbox', { name: 'Event Name' });
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    const user = userEvent.setup();
    await user.type(input, 'abcde');
    expect(describedBy(input)).toEqual(['10 characters left']);
    await user.type(input, 'x'.repeat(9));
    expect(describedBy(input)).toEqual(['1 character left']);
    await user.type(input, 'yz');
    expect((input as HTMLInputElement).value).toHaveLength(100);
    expect(describedBy(input)).toEqual(['0 characters left']);
  });

  it('counts down in a text area too, after its hint', () => {
    render(
      <TextArea
        label="Definition"
        hint="What it means to you"
        maxLength={5000}
        value={'x'.repeat(4600)}
        readOnly
      />,
    );
    expect(describedBy(screen.getByRole('textbox', { name: 'Definition' }))).toEqual([
      'What it means to you',
      '400 characters left',
    ]);
  });

  it('hides the password until the toggle shows it', async () => {
    render(<PasswordField label="Password" error="Passwords do not match" defaultValue="secret" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    expect(input.getAttribute('autocomplete')).toBe('current-password');
    expect(describedBy(input)).toEqual(['Passwords do not match']);
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('puts the show-password toggle under the field when the row is narrow (a phone), not squeezing it', () => {
    render(<PasswordField label="Password" value="" onChange={() => undefined} />);
    expect(screen.getByLabelText('Password').parentElement?.className).toBe('vs-input-row');
    expect(fieldCss).toContain('.vs-input-row{display:flex;flex-wrap:wrap;');
    expect(fieldCss).toContain('.vs-input-row .vs-input{flex:1 1 12rem;min-width:0}');
  });

  it('wires the select, text area and check box the same way', () => {
    render(
      <>
        <Select
          label="Level"
          placeholder="Choose a level"
          options={[{ value: 'guide', label: 'Guide' }]}
          error="Please choose a level"
        />
        <TextArea label="Definition" rows={5} hint="A sentence or two" />
        <Checkbox label="I agree" error="Please agree to continue" required />
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'Level' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(select)).toEqual(['Please choose a level']);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a level',
      'Guide',
    ]);
    const area = screen.getByRole('textbox', { name: 'Definition' });
    expect(area.getAttribute('rows')).toBe('5');
    expect(describedBy(area)).toEqual(['A sentence or two']);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveProperty('required', true);
    expect(describedBy(box)).toEqual(['Please agree to continue']);
  });

  it('lists grouped options under their group, in the order given', () => {
    render(
      <Select
        label="Time Zone"
        options={[
          { value: 'UTC', label: 'UTC' },
          { value: 'Africa/Cairo', label: 'Cairo', group: 'Africa' },
          { value: 'Africa/Lagos', label: 'Lagos', group: 'Africa' },
          { value: 'Europe/Paris', label: 'Paris', group: 'Europe' },
        ]}
        defaultValue="Africa/Lagos"
      />,
    );
    const groups = screen.getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('label'))).toEqual(['Africa', 'Europe']);
    expect(groups.map((group) => [...group.querySelectorAll('option')].map((o) => o.value))).toEqual([
      ['Africa/Cairo', 'Africa/Lagos'],
      ['Europe/Paris'],
    ]);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'UTC',
      'Cairo',
      'Lagos',
      'Paris',
    ]);
    expect((screen.getByRole('combobox', { name: 'Time Zone' }) as HTMLSelectElement).value).toBe(
      'Africa/Lagos',
    );
  });

  it('keeps a given id', () => {
    render(<TextField id="email" label="Email" error="Wrong" />);
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-describedby')).toBe(
      'email-error',
    );
  });
});

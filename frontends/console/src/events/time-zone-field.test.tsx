import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../testing/in-language.tsx';
import { TimeZoneField } from './time-zone-field.tsx';

const zoneSelect = () => screen.getByRole('combobox', { name: /Time Zone/ }) as HTMLSelectElement;

afterEach(cleanup);

describe('TimeZoneField', () => {
  it('lists UTC first, then every zone under its region by place', () => {
    render(<TimeZoneField value="Europe/London" onChange={() => {}} />, { wrapper: inLanguage('en') });
    const options = within(zoneSelect()).getAllByRole('option') as HTMLOptionElement[];
    expect(options[0]?.value).toBe('UTC');
    const groups = screen.getAllByRole('group').map((group) => group.getAttribute('label'));
    expect(groups).toEqual([...new Set(groups)]);
    expect(groups).toEqual(expect.arrayContaining(['Africa', 'America', 'Asia', 'Europe', 'Pacific']));
    const europe = screen.getAllByRole('group').find((group) => group.getAttribute('label') === 'Europe');
    const london = within(europe as HTMLElement).getByRole('option', { name: 'London' }) as HTMLOptionElement;
    expect(london.value).toBe('Europe/London');
    expect(london.selected).toBe(true);
    const sanJuan = options.find((option) => option.value === 'America/Argentina/San_Juan');
    expect(sanJuan?.textContent).toBe('Argentina / San Juan');
    expect(options).toHaveLength(new Set(options.map((option) => option.value)).size);
  });

  it('keeps a stored alias the browser does not list, under its region, chosen', () => {
    render(<TimeZoneField value="Asia/Kolkata" onChange={() => {}} />, { wrapper: inLanguage('en') });
    expect(zoneSelect().value).toBe('Asia/Kolkata');
    const asia = screen.getAllByRole('group').filter((group) => group.getAttribute('label') === 'Asia');
    expect(asia).toHaveLength(1);
    expect(within(asia[0] as HTMLElement).getByRole('option', { name: 'Kolkata' })).toBeTruthy();
  });

  it('reports the zone picked', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<TimeZoneField value="UTC" onChange={onChange} />, { wrapper: inLanguage('en') });
    await user.selectOptions(zoneSelect(), 'Asia/Tokyo');
    expect(onChange).toHaveBeenCalledWith('Asia/Tokyo');
  });
});

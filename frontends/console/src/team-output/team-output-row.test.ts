import { describe, expect, it } from 'vitest';
import { teamOutputRow } from './team-output-row.ts';

const ranked = Array.from({ length: 10 }, (_, index) => `Value ${index + 1}`);
const defined = Array.from({ length: 10 }, (_, index) => `Description ${index + 1}`);
const participant = {
  uid: 'u1',
  forename: 'Ada',
  surname: 'Lovelace',
  values: ranked,
  originalIndexes: ranked.map(() => -1),
  descriptions: defined,
  alignment: 40,
};

describe('teamOutputRow', () => {
  it('places the ranked values as spec 2.14 says (values[0] is value 1)', () => {
    expect(teamOutputRow(participant)).toEqual({
      driver: { value: 'Value 1', description: 'Description 1' },
      result: { value: 'Value 10', description: 'Description 10' },
      goto: ['Value 2', 'Value 3', 'Value 4', 'Value 5'],
      environmentForFlow: { value: 'Value 5', description: 'Description 5' },
      accelerators: ['Value 6', 'Value 7', 'Value 8', 'Value 9'],
      energyForBreakthrough: { value: 'Value 9', description: 'Description 9' },
    });
  });

  it('is null for a participant with no saved values', () => {
    expect(teamOutputRow({ ...participant, values: [], originalIndexes: [], descriptions: [] })).toBeNull();
  });

  it('leaves missing descriptions empty', () => {
    expect(teamOutputRow({ ...participant, descriptions: [] })?.driver).toEqual({
      value: 'Value 1',
      description: '',
    });
  });
});

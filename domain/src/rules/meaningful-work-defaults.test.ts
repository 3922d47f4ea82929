import { describe, expect, it } from 'vitest';
import { emptyMeaningfulWork, MEANINGFUL_WORK_KEYS } from '../model/meaningful-work.ts';
import { makeResponse } from '../testing/index.ts';
import { meaningfulWorkDefaults } from './meaningful-work-defaults.ts';

describe('meaningfulWorkDefaults', () => {
  it('is all empty without pre-work', () => {
    expect(meaningfulWorkDefaults(null)).toEqual(emptyMeaningfulWork());
  });

  it('takes the driver from value 1, the result from value 10 and the accelerators from values 6-9', () => {
    const defaults = meaningfulWorkDefaults(makeResponse('u1'));
    expect(defaults).toEqual({
      'driver-value': 'Value 1',
      'driver-desc': 'D1',
      'driver-altlabel': '',
      'driver-altdesc': '',
      'result-value': 'Value 10',
      'result-desc': 'D10',
      'result-alt': '',
      'accelerator-0-value': 'Value 6',
      'accelerator-1-value': 'Value 7',
      'accelerator-2-value': 'Value 8',
      'accelerator-3-value': 'Value 9',
      'accelerator-0-desc': '',
      'accelerator-1-desc': '',
      'accelerator-2-desc': '',
      'accelerator-3-desc': '',
      'mb-body': '',
    });
    expect(Object.keys(defaults).sort()).toEqual([...MEANINGFUL_WORK_KEYS].sort());
  });

  it('leaves fields empty for values pre-work does not have', () => {
    const defaults = meaningfulWorkDefaults({
      values: [{ value: 'Only', originalIndex: 0 }],
      descriptions: [],
    });
    expect(defaults['driver-value']).toBe('Only');
    expect(defaults['driver-desc']).toBe('');
    expect(defaults['result-value']).toBe('');
    expect(defaults['accelerator-3-value']).toBe('');
  });
});

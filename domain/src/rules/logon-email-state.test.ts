import { describe, expect, it } from 'vitest';
import type { DeliveryStatus } from '../ports/repositories.ts';
import { LOGON_EMAIL_STATES, logonEmailStateOf, needsLogonEmail } from './logon-email-state.ts';

describe('logonEmailStateOf', () => {
  it.each<[boolean, DeliveryStatus | undefined, string]>([
    [false, undefined, 'not-sent'],
    // A flag reset by leaving and joining again outweighs an older delivery.
    [false, 'sent', 'not-sent'],
    [false, 'queued', 'not-sent'],
    [false, 'failed', 'not-sent'],
    [true, 'queued', 'queued'],
    [true, 'sent', 'sent'],
    [true, 'failed', 'failed'],
    [true, undefined, 'sent'],
  ])('requested %s with delivery %s is %s', (requested, delivery, state) => {
    expect(logonEmailStateOf(requested, delivery)).toBe(state);
  });
});

describe('needsLogonEmail', () => {
  it('sends to those never sent one and those whose email failed, never to a queued or sent one', () => {
    expect(LOGON_EMAIL_STATES.filter(needsLogonEmail)).toEqual(['not-sent', 'failed']);
  });
});

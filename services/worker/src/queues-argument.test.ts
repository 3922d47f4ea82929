import { describe, expect, it } from 'vitest';
import { parseQueuesArgument } from './queues-argument.ts';

describe('parseQueuesArgument', () => {
  it('reads the queues in either form, without repeats or blanks', () => {
    expect(parseQueuesArgument(['--queues', 'email, lifecycle,,email'], ['email', 'lifecycle'])).toEqual([
      'email',
      'lifecycle',
    ]);
    expect(parseQueuesArgument(['--queues=email'], ['email'])).toEqual(['email']);
  });

  it('refuses an unknown queue and a kind this build has no processor for, naming what it serves', () => {
    expect(() => parseQueuesArgument(['--queues', 'email,mail'], ['email', 'lifecycle'])).toThrow(
      'Unknown queue "mail": this worker can serve email, lifecycle.',
    );
    expect(() => parseQueuesArgument(['--queues', 'pdf'], ['email'])).toThrow('Unknown queue "pdf"');
  });

  it('asks for the queues when none are named, and refuses other options', () => {
    expect(() => parseQueuesArgument([], ['email', 'lifecycle'])).toThrow(
      'Name the queues to serve: --queues email,lifecycle',
    );
    expect(() => parseQueuesArgument(['--queue', 'email'], ['email'])).toThrow();
  });
});

import type { Role } from './roles.ts';

export interface LiveSection {
  /** Exactly as the spec writes it (spec 2.16), spelling included. */
  readonly label: string;
  readonly role: Role;
  /** Positions in the live order (slot 0 is the Driver Value). */
  readonly slots: readonly number[];
}

/**
 * The output page's three columns, two labels each (decision in docs/decisions.md): the Driver
 * and Result values, then the Go To values, then the Accelerator values. Slot 4 and slot 8 stand
 * apart as the team output's "Environment for Flow" and "Energy for Breakthrough" (spec 2.14).
 */
export const LIVE_COLUMNS: readonly (readonly [LiveSection, LiveSection])[] = [
  [
    { label: 'Ideal Environment I Create', role: 'driver', slots: [0] },
    { label: 'Direction & Possibilites', role: 'result', slots: [9] },
  ],
  [
    { label: 'Relating With Others', role: 'goto', slots: [1, 2, 3] },
    { label: 'Co-creating With Flow', role: 'goto', slots: [4] },
  ],
  [
    { label: 'How I Initiate', role: 'accelerator', slots: [5, 6, 7] },
    { label: 'Creating Breakthroughs', role: 'accelerator', slots: [8] },
  ],
];

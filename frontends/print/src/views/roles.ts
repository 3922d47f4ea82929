/** The four roles of the reveal layout (spec 2.16), by slot in the live order. */
export type Role = 'driver' | 'goto' | 'accelerator' | 'result';

export interface RoleInfo {
  /** The role's name for one value, e.g. on a card. */
  readonly label: string;
  /** The heading over the role's slots. */
  readonly heading: string;
  /** The spec's one-line description, where it gives one. */
  readonly description: string | null;
  readonly slots: readonly number[];
}

export const ROLES: Readonly<Record<Role, RoleInfo>> = {
  driver: { label: 'Driver Value', heading: 'Driver Value', description: null, slots: [0] },
  goto: {
    label: 'Go To Value',
    heading: 'Go To Values',
    description: 'What I bring and leverage with others to move things forward',
    slots: [1, 2, 3, 4],
  },
  accelerator: {
    label: 'Accelerator Value',
    heading: 'Accelerator Values',
    description: 'What I leverage to resource myself and others to get unstuck',
    slots: [5, 6, 7, 8],
  },
  result: { label: 'Result Value', heading: 'Result Value', description: null, slots: [9] },
};

export const roleOfSlot = (slot: number): Role => {
  if (slot === 0) return 'driver';
  if (slot <= 4) return 'goto';
  if (slot <= 8) return 'accelerator';
  return 'result';
};

/** The role's colours as CSS custom properties (@vs/ui/tokens). */
export const roleColour = (role: Role): string => `var(--vs-role-${role})`;
export const roleTint = (role: Role): string => `var(--vs-role-${role}-tint)`;

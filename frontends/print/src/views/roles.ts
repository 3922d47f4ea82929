import type { ValueRole } from '@vs/domain';

/** The four roles of the reveal layout (spec 2.16); which slots play them is the domain's VALUE_LAYOUT. */
export type Role = ValueRole;

export interface RoleInfo {
  /** The role's name for one value, e.g. on a card. */
  readonly label: string;
  /** The heading over the role's slots. */
  readonly heading: string;
  /** The spec's one-line description, where it gives one. */
  readonly description: string | null;
}

export const ROLES: Readonly<Record<Role, RoleInfo>> = {
  driver: { label: 'Driver Value', heading: 'Driver Value', description: null },
  goto: {
    label: 'Go To Value',
    heading: 'Go To Values',
    description: 'What I bring and leverage with others to move things forward',
  },
  accelerator: {
    label: 'Accelerator Value',
    heading: 'Accelerator Values',
    description: 'What I leverage to resource myself and others to get unstuck',
  },
  result: { label: 'Result Value', heading: 'Result Value', description: null },
};

/** The role's colours as CSS custom properties (@vs/ui/tokens). */
export const roleColour = (role: Role): string => `var(--vs-role-${role})`;
export const roleTint = (role: Role): string => `var(--vs-role-${role}-tint)`;

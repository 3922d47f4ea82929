import type { ValueRole } from '@vs/domain';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The four roles of the reveal layout (spec 2.16); which slots play them is the domain's VALUE_LAYOUT. */
export type Role = ValueRole;

export interface RoleInfo {
  /** The role's name for one value, e.g. on a card. */
  readonly label: MessageDescriptor;
  /** The heading over the role's slots. */
  readonly heading: MessageDescriptor;
  /** The spec's one-line description, where it gives one. */
  readonly description: MessageDescriptor | null;
}

const messages = defineMessages({
  driver: { id: 'print.role.driver', defaultMessage: 'Driver Value' },
  goto: { id: 'print.role.goto', defaultMessage: 'Go To Value' },
  gotoHeading: { id: 'print.role.gotoHeading', defaultMessage: 'Go To Values' },
  gotoDescription: {
    id: 'print.role.gotoDescription',
    defaultMessage: 'What I bring and leverage with others to move things forward',
  },
  accelerator: { id: 'print.role.accelerator', defaultMessage: 'Accelerator Value' },
  acceleratorHeading: { id: 'print.role.acceleratorHeading', defaultMessage: 'Accelerator Values' },
  acceleratorDescription: {
    id: 'print.role.acceleratorDescription',
    defaultMessage: 'What I leverage to resource myself and others to get unstuck',
  },
  result: { id: 'print.role.result', defaultMessage: 'Result Value' },
});
const m: Readonly<Record<keyof typeof messages, MessageDescriptor>> = messages;

export const ROLES: Readonly<Record<Role, RoleInfo>> = {
  driver: { label: m.driver, heading: m.driver, description: null },
  goto: { label: m.goto, heading: m.gotoHeading, description: m.gotoDescription },
  accelerator: { label: m.accelerator, heading: m.acceleratorHeading, description: m.acceleratorDescription },
  result: { label: m.result, heading: m.result, description: null },
};

/** The role's colours as CSS custom properties (@vs/ui/tokens). */
export const roleColour = (role: Role): string => `var(--vs-role-${role})`;
export const roleTint = (role: Role): string => `var(--vs-role-${role}-tint)`;

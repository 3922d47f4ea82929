import { defineMessage } from 'react-intl';

/** Spec 5's password rule as the Add dialogs show it (the domain's PASSWORD_HINT, translated). */
export const PASSWORD_HINT_MESSAGE = defineMessage({
  id: 'console.people.passwordHint',
  defaultMessage:
    'Must contain at least one number and one uppercase and lowercase letter, and at least 8 or more characters',
});

import { messageOf } from '@vs/ui';
import { useIntl } from 'react-intl';

/**
 * The last failure of a form's call, kept in the form: the 1.5 s popup (which assistive
 * technology already hears, inside a dialog through its echo) is easy to miss. Nothing when there
 * is none.
 */
export const FormProblem = ({ error }: { readonly error: unknown }) => {
  const intl = useIntl();
  return error ? <p className="vs-form-problem">{messageOf(error, intl)}</p> : null;
};

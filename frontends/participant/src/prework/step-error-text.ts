import { EXACT_COUNT_MESSAGE, PERCENT_LIVED_MESSAGE, VALUE_COUNT } from '@vs/domain';
import { useIntl } from 'react-intl';
import { preworkMessages as m } from './prework-messages.ts';

/**
 * A step's refusal in the viewer's language: the two the wizard checks itself (exactly ten values,
 * a percentage in every box) from the catalogue; a server's message as it came.
 */
export const useStepErrorText = (): ((error: string) => string) => {
  const intl = useIntl();
  return (error) => {
    if (error === EXACT_COUNT_MESSAGE) return intl.formatMessage(m.exactCount, { count: VALUE_COUNT });
    if (error === PERCENT_LIVED_MESSAGE) return intl.formatMessage(m.percentLived);
    return error;
  };
};

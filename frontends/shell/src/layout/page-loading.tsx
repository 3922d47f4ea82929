import { Spinner } from '@vs/ui';
import { useIntl } from 'react-intl';

/** @vs/ui's Spinner centred in the page, while the session is checked or a screen loads. */
export const PageLoading = () => {
  const intl = useIntl();
  return (
    <div className="vs-page-loading">
      <Spinner label={intl.formatMessage({ id: 'shell.page.loading', defaultMessage: 'Loading…' })} />
    </div>
  );
};

import { useQuery } from '@tanstack/react-query';
import { ApiError, Spinner, usePopup } from '@vs/ui';
import { useEffect } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { userQuery, valuesQuery } from '../api/queries.ts';
import { useLoggedFailure } from '../api/use-logged-failure.ts';
import { useLanguage } from '../i18n/language-context.ts';
import { useValueName } from '../i18n/value-names.ts';
import { preworkMessages } from './prework-messages.ts';
import { PreworkWizard } from './prework-wizard.tsx';
import { localised, savedFrom } from './step-edits.ts';
import { resumeIndex } from './wizard-logic.ts';

export interface PreworkViewProps {
  readonly productTitle: string;
  readonly onLogout: () => void;
}

/** Why the values could not be loaded: the server's message, else a plain one. */
const valuesFailureOf = (error: unknown, intl: IntlShape): string =>
  error instanceof ApiError
    ? error.message
    : intl.formatMessage({
        id: 'prework.valuesNotLoaded',
        defaultMessage: 'Your values could not be loaded.',
      });

/**
 * The pre-work wizard (spec 2.15); `/prework` for one's own, `/prework/:uid` to act on a participant.
 * It loads whose pre-work it is and what is saved. Spec 8: a failed user-info load is only logged;
 * a failed values load falls back to the default list with nothing chosen and shows the message.
 */
export const PreworkView = ({ productTitle, onLogout }: PreworkViewProps) => {
  const { uid } = useParams();
  const target = { uid };
  const popup = usePopup();
  const intl = useIntl();
  const { language } = useLanguage();
  const valueName = useValueName();
  const userRead = useQuery(userQuery(target));
  useLoggedFailure('user info failed', userRead.error);
  const valuesRead = useQuery(valuesQuery(target, 'prework'));
  useLoggedFailure('pre-work values failed', valuesRead.error);
  const loadError = valuesRead.isError ? valuesFailureOf(valuesRead.error, intl) : null;
  useEffect(() => {
    if (loadError !== null) popup.show(loadError, 'failure');
  }, [loadError, popup]);

  if (userRead.isPending || valuesRead.isPending) {
    return (
      <div className="vs-prework-loading">
        <Spinner label={intl.formatMessage(preworkMessages.loading)} />
      </div>
    );
  }
  const user = userRead.data ?? null;
  const owner = uid ?? user?.uid ?? 'self';
  return (
    <PreworkWizard
      key={`${owner} ${language}`}
      productTitle={productTitle}
      actingOn={uid}
      owner={owner}
      saved={localised(savedFrom(valuesRead.data ?? null, user?.responseCompleted?.[3] === true), valueName)}
      startAt={resumeIndex(user?.responseCompleted ?? null, uid !== undefined)}
      loadError={loadError}
      onLogout={onLogout}
    />
  );
};

import { useQuery } from '@tanstack/react-query';
import { DEFAULT_LANGUAGE, isLanguageTag, shownValueName } from '@vs/domain';
import { call } from '@vs/ui';
import { useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../api/client.ts';

/** Names a stored value for the viewer: by its `originalIndex` and the name it is stored under. */
export type ValueNamer = (originalIndex: number, stored: string) => string;

/**
 * How the viewer names values (issue 35): a default value by its name in the console's language
 * (`GET /api/values?lang=`, fetched once per language; English needs none), a value a participant
 * wrote or renamed as written (`shownValueName`). Until the catalogue is in, or if it fails to load
 * (logged), values show as stored.
 */
export const useValueNames = (): ValueNamer => {
  const { locale } = useIntl();
  const language = isLanguageTag(locale) ? locale : DEFAULT_LANGUAGE;
  const catalogue = useQuery({
    queryKey: ['value-catalogue', language],
    queryFn: () => call(api.api.values.$get({ query: { lang: language } })),
    enabled: language !== DEFAULT_LANGUAGE,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    if (catalogue.error) console.error('values catalogue failed', catalogue.error);
  }, [catalogue.error]);
  const values = catalogue.data;
  return useCallback<ValueNamer>(
    (originalIndex, stored) =>
      values === undefined ? stored : shownValueName(values, originalIndex, stored),
    [values],
  );
};

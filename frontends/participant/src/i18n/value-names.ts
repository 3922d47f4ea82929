import { shownValueName } from '@vs/domain';
import { useLanguage } from './language-context.ts';

/**
 * How a stored value reads for the viewer: a default value in their language, by its
 * originalIndex; a value the participant wrote as written.
 */
export const useValueName = (): ((originalIndex: number, stored: string) => string) => {
  const { catalogue } = useLanguage();
  return (originalIndex, stored) =>
    catalogue === null ? stored : shownValueName(catalogue, originalIndex, stored);
};

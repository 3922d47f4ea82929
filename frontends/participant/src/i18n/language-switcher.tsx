import { LanguageSelect } from '@vs/ui';
import { useLanguage } from './language-context.ts';

/** The language of every participant screen, kept on the participant's account. */
export const LanguageSwitcher = () => {
  const { language, choose } = useLanguage();
  return <LanguageSelect language={language} onChoose={choose} />;
};

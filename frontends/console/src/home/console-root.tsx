import { UiProvider } from '@vs/ui';
import type { ReactNode } from 'react';
import { ConsoleLanguage } from './console-language.tsx';
import { ConsoleProvider } from './console-provider.tsx';

/** What the shell passes a console remote's App (the same for the Guide and the super-admin). */
export interface ConsoleAppProps {
  readonly productTitle: string;
  readonly onLogout: () => void;
}

/**
 * Around a console remote's home: the design system (styles, popups), the console's server data and
 * its viewer's language.
 */
export const ConsoleRoot = ({ children }: { readonly children: ReactNode }) => (
  <UiProvider>
    <ConsoleProvider>
      <ConsoleLanguage>{children}</ConsoleLanguage>
    </ConsoleProvider>
  </UiProvider>
);

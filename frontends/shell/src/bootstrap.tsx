import '@vs/ui/fonts';
import { AppStyles, UiProvider } from '@vs/ui';
import { createRoot } from 'react-dom/client';
import { FormattedMessage } from 'react-intl';
import { App } from './app.tsx';
import { loadRuntimeConfig } from './config/runtime-config.ts';
import { browserLanguage, PageLanguage } from './i18n/page-language.tsx';
import { shellCss } from './shell-css.ts';

const root = createRoot(document.getElementById('root') as HTMLElement);
loadRuntimeConfig().then(
  (config) => root.render(<App config={config} />),
  () =>
    root.render(
      <UiProvider>
        <AppStyles href="vs-shell" css={shellCss} />
        <PageLanguage language={browserLanguage()}>
          <main className="vs-main">
            <h1>Values System</h1>
            <p role="alert">
              <FormattedMessage
                id="shell.unreachable.text"
                defaultMessage="The service is not reachable right now. Please reload the page in a moment."
              />
            </p>
          </main>
        </PageLanguage>
      </UiProvider>,
    ),
);

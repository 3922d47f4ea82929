import { PARTICIPANT, type StaffLevel, SUPER_ADMIN } from '@vs/domain';
import { AppStyles, BrandMark, Button, dismissFirstScreen, PageHeader, UiProvider, usePopup } from '@vs/ui';
import { lazy, type ReactNode, Suspense, useLayoutEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { type RuntimeConfig, RuntimeConfigContext, useRuntimeConfig } from './config/runtime-config.ts';
import { ShellLanguage } from './i18n/shell-language.tsx';
import { AccountDialog } from './layout/account-dialog.tsx';
import { BrandProvider, brandingOf, useBrand, useProductTitle } from './layout/brand.tsx';
import { FirstLoginIntro } from './layout/first-login-intro.tsx';
import { Footer } from './layout/footer.tsx';
import { CookieNotice, LegalNotice } from './layout/notices.tsx';
import { PageLoading } from './layout/page-loading.tsx';
import { usePageTitle } from './layout/page-title.ts';
import { type ParticipantView, RemoteApp } from './remotes/remote-app.tsx';
import { CreatePasswordScreen } from './screens/create-password-screen.tsx';
import { ForgotPasswordScreen } from './screens/forgot-password-screen.tsx';
import { LoginScreen } from './screens/login-screen.tsx';
import { OrgLoginScreen } from './screens/org-login-screen.tsx';
import { RegisterScreen } from './screens/register-screen.tsx';
import { Protected } from './session/protected-route.tsx';
import { SessionProvider, useSession } from './session/session.tsx';
import { shellCss } from './shell-css.ts';

/** A participant's screens, under their organisation's name when it hides the product's. */
const Participant = ({ view }: { view: ParticipantView }) => {
  const config = useRuntimeConfig();
  const productTitle = useProductTitle();
  const { logout } = useSession();
  if (productTitle === '') return <PageLoading />;
  return (
    <RemoteApp
      name="participant"
      manifestUrl={config.remotes.participant}
      props={{ view, productTitle, onLogout: () => void logout() }}
    />
  );
};

/** Spec 2.5, 2.6: the Guide and super-admin homes are their own remotes. */
const Console = ({ accessLevel }: { accessLevel: StaffLevel }) => {
  const config = useRuntimeConfig();
  const { logout } = useSession();
  const props = { productTitle: config.productTitle, onLogout: () => void logout() };
  return accessLevel === SUPER_ADMIN ? (
    <RemoteApp name="admin" manifestUrl={config.remotes.admin} props={props} />
  ) : (
    <RemoteApp name="guide" manifestUrl={config.remotes.guide} props={props} />
  );
};

/**
 * Spec 2.1: home by access level, under the introduction on a first login; spec 2.2: titled with
 * the product title alone.
 */
const Home = () => {
  usePageTitle();
  const { session } = useSession();
  if (session.status !== 'signed-in') return <PageLoading />;
  return (
    <>
      {session.accessLevel === PARTICIPANT ? (
        <Participant view="home" />
      ) : (
        <Console accessLevel={session.accessLevel} />
      )}
      {session.firstLogin ? <FirstLoginIntro accessLevel={session.accessLevel} /> : null}
    </>
  );
};

/** The header's brand: the product's title, or the organisation's logo and name where branded. */
const Wordmark = () => <BrandMark title={useProductTitle()} branding={brandingOf(useBrand())} />;

/** Header, main and (except on print pages) the footer with its overlays. */
const Frame = ({ children, footer = true }: { children: ReactNode; footer?: boolean }) => {
  const { session, logout } = useSession();
  const popup = usePopup();
  const [legalOpen, setLegalOpen] = useState(false);
  const [accountOpen, setAccountOpen] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The server's first screen of a participant's home (issue 36) stands until that home is drawn
  // (the participant remote removes it); any other page takes its place at once.
  useLayoutEffect(() => {
    if (pathname !== '/') dismissFirstScreen();
  }, [pathname]);
  const signedIn = session.status === 'signed-in';
  const participant = signedIn && session.accessLevel === PARTICIPANT;
  // Spec 2.7: participants get the account form here; Guides and super-admins their console's
  // Account tab (details, email template, portal), which the remote keeps in `?tab=account`.
  const openAccount = () => (participant ? setAccountOpen(true) : navigate('/?tab=account'));
  return (
    <div className="vs-app">
      <a className="vs-skip-link" href="#vs-main">
        <FormattedMessage id="shell.skipLink" defaultMessage="Skip to content" />
      </a>
      <PageHeader brand={<Wordmark />}>
        {signedIn ? (
          <Button variant="secondary" onClick={() => void logout()}>
            <FormattedMessage id="shell.header.logout" defaultMessage="Logout" />
          </Button>
        ) : null}
      </PageHeader>
      <main id="vs-main" className="vs-main" tabIndex={-1}>
        {children}
      </main>
      {footer ? (
        <>
          <Footer
            onAgreement={() => setLegalOpen(true)}
            onAccount={signedIn ? openAccount : undefined}
            staff={signedIn && !participant}
            participant={participant}
          />
          <LegalNotice open={legalOpen} onClose={() => setLegalOpen(false)} />
          {participant ? (
            <AccountDialog
              open={accountOpen}
              onClose={() => setAccountOpen(false)}
              onSaved={(message) => popup.show(message)}
            />
          ) : null}
          <CookieNotice />
        </>
      ) : null}
    </div>
  );
};

/** The follow-up pages (issue 39) in their own chunk, with react-intl: only people opening a follow-up link download them. */
const FollowUpScreen = lazy(async () => ({
  default: (await import('./follow-up/follow-up-screen.tsx')).FollowUpScreen,
}));
const OptOutScreen = lazy(async () => ({
  default: (await import('./follow-up/opt-out-screen.tsx')).OptOutScreen,
}));

const followUpPage = (screen: ReactNode) => (
  <Frame>
    <Suspense fallback={<PageLoading />}>{screen}</Suspense>
  </Frame>
);

const RegisterRoute = () => {
  const popup = usePopup();
  return <RegisterScreen onRegistered={(message) => popup.show(message)} />;
};

const guarded = (element: ReactNode) => (
  <Frame>
    <Protected>{element}</Protected>
  </Frame>
);

/** The shell's routes; exported so tests can render them under a memory router. */
export const ShellRoutes = () => (
  <Routes>
    <Route path="/" element={guarded(<Home />)} />
    <Route
      path="/login"
      element={
        <Frame>
          <LoginScreen />
        </Frame>
      }
    />
    <Route
      path="/o/:slug"
      element={
        <Frame>
          <OrgLoginScreen />
        </Frame>
      }
    />
    <Route
      path="/forgot_password"
      element={
        <Frame>
          <ForgotPasswordScreen />
        </Frame>
      }
    />
    <Route
      path="/reset_password/:lid"
      element={
        <Frame>
          <CreatePasswordScreen />
        </Frame>
      }
    />
    {/* An event's dashboard is a page of the console (issue 36). */}
    <Route path="/events/:eid" element={guarded(<Home />)} />
    {/* Issue 39: a follow-up email's one-tap link and its opt-out, no password. */}
    <Route path="/followup/:token" element={followUpPage(<FollowUpScreen />)} />
    <Route path="/followup/:token/opt-out" element={followUpPage(<OptOutScreen />)} />
    <Route path="/register" element={guarded(<RegisterRoute />)} />
    <Route path="/prework/:uid?" element={guarded(<Participant view="prework" />)} />
    <Route path="/live/:uid?" element={guarded(<Participant view="live" />)} />
    {/* Spec 2.1: print pages carry no protection wrapper and no footer. */}
    <Route
      path="/print/:uid/:page"
      element={
        <Frame footer={false}>
          <Participant view="print" />
        </Frame>
      }
    />
    <Route
      path="*"
      element={
        <Frame>
          <NotFound />
        </Frame>
      }
    />
  </Routes>
);

const NotFound = () => {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'shell.notFound.title', defaultMessage: 'Page not found' });
  usePageTitle(title);
  return (
    <section className="vs-panel">
      <h1>{title}</h1>
      <p>
        <a href="/">
          <FormattedMessage id="shell.notFound.home" defaultMessage="Go to the home page" />
        </a>
      </p>
    </section>
  );
};

/** The shell: design system and its own layout, runtime config, router and session. */
export const App = ({ config }: { config: RuntimeConfig }) => (
  <UiProvider>
    <AppStyles href="vs-shell" css={shellCss} />
    <RuntimeConfigContext.Provider value={config}>
      <BrowserRouter>
        <SessionProvider checkEveryMs={config.sessionCheckMs}>
          <ShellLanguage>
            <BrandProvider>
              <ShellRoutes />
            </BrandProvider>
          </ShellLanguage>
        </SessionProvider>
      </BrowserRouter>
    </RuntimeConfigContext.Provider>
  </UiProvider>
);

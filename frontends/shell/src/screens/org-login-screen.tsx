import { orgLogoUrl } from '@vs/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { brandingOf, useBrand } from '../layout/brand.tsx';
import { PageLoading } from '../layout/page-loading.tsx';
import { usePageTitle } from '../layout/page-title.ts';
import { LoginScreen } from './login-screen.tsx';

const UnknownOrganisation = () => {
  usePageTitle(
    useIntl().formatMessage({
      id: 'shell.orgLogin.unknown.pageTitle',
      defaultMessage: 'Organisation not found',
    }),
  );
  return (
    <section className="vs-panel">
      <h1>
        <FormattedMessage
          id="shell.orgLogin.unknown.title"
          defaultMessage="This organisation does not exist"
        />
      </h1>
      <p>
        <FormattedMessage
          id="shell.orgLogin.unknown.help"
          defaultMessage="Please check the address you were given, or sign in on the usual page."
        />
      </p>
      <p>
        <a href="/login">
          <FormattedMessage id="shell.orgLogin.unknown.login" defaultMessage="Go to the login page" />
        </a>
      </p>
    </section>
  );
};

/**
 * `/o/<slug>` (issue 33): an organisation's own login page, the usual form under its logo, name
 * and accent colour (the shell's BrandProvider loads them by slug); after login, where the usual
 * login sends you.
 */
export const OrgLoginScreen = () => {
  const brand = useBrand();
  const branding = brandingOf(brand);
  if (brand.status === 'unknown') return <UnknownOrganisation />;
  if (branding === null) return <PageLoading />;
  const logo = orgLogoUrl(branding);
  return (
    <>
      <div className="vs-org-welcome">
        {logo === null ? null : <img className="vs-org-logo" src={logo} alt="" />}
        <p className="vs-org-name">{branding.name}</p>
      </div>
      <LoginScreen orgSlug={branding.sso ? branding.slug : null} />
    </>
  );
};

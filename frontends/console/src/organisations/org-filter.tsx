import { Select } from '@vs/ui';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { type OrganisationRow, useOrganisations } from './org-queries.ts';

interface OrgFilterState {
  /** The organisation the lists are narrowed to; undefined: every one the person sees. */
  readonly orgId: string | undefined;
  readonly setOrgId: (orgId: string | undefined) => void;
}

const OrgFilterContext = createContext<OrgFilterState>({ orgId: undefined, setOrgId: () => undefined });

/**
 * The console's one organisation filter, shared by its event lists, the Add Event form, and the
 * Participants, Guides, Team Output and Audit Log tabs.
 */
export const OrgFilterProvider = ({ children }: { readonly children: ReactNode }) => {
  const [orgId, setOrgId] = useState<string | undefined>(undefined);
  const value = useMemo(() => ({ orgId, setOrgId }), [orgId]);
  return <OrgFilterContext.Provider value={value}>{children}</OrgFilterContext.Provider>;
};

export const useOrgFilter = () => useContext(OrgFilterContext);

/**
 * The organisations the person sees, when there are several (a super-admin once a client
 * organisation exists, a Guide in more than one); null otherwise, and then no screen names them.
 */
export const useSeveralOrgs = (): readonly OrganisationRow[] | null => {
  const organisations = useOrganisations().data;
  return organisations !== undefined && organisations.length > 1 ? organisations : null;
};

/** An event's organisation by name (a table cell). */
export const OrgName = ({ orgId }: { readonly orgId: string }) => {
  const organisations = useOrganisations().data;
  return <span className="vs-org-badge">{organisations?.find((o) => o.orgId === orgId)?.name ?? ''}</span>;
};

/** Choices of an organisation select, by name. */
export const orgOptions = (organisations: readonly OrganisationRow[]) =>
  organisations.map((o) => ({ value: o.orgId, label: o.name }));

/** The console head's "Organisation" switch: every list then shows that organisation's only. */
export const OrgSwitch = () => {
  const several = useSeveralOrgs();
  const { orgId, setOrgId } = useOrgFilter();
  const intl = useIntl();
  if (several === null) return null;
  return (
    <div className="vs-org-switch">
      <Select
        label={intl.formatMessage({
          id: 'console.organisations.switch.label',
          defaultMessage: 'Organisation',
        })}
        placeholder={intl.formatMessage({
          id: 'console.organisations.switch.all',
          defaultMessage: 'All organisations',
        })}
        options={orgOptions(several)}
        value={orgId ?? ''}
        onChange={(event) => setOrgId(event.target.value === '' ? undefined : event.target.value)}
      />
    </div>
  );
};

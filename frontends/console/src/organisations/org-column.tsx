import { createColumnHelper } from '@vs/ui';
import { FormattedMessage } from 'react-intl';
import { OrgName } from './org-filter.tsx';

/** An event table's 'Organisation' column, by name (shown to whoever sees several organisations). */
export const orgColumn = <Row extends { readonly orgId: string }>() =>
  createColumnHelper<Row>().display({
    id: 'organisation',
    header: () => <FormattedMessage id="console.organisations.column" defaultMessage="Organisation" />,
    cell: ({ row }) => <OrgName orgId={row.original.orgId} />,
  });

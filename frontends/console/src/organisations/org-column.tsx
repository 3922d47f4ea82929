import { createColumnHelper } from '@vs/ui';
import type { IntlShape } from 'react-intl';
import { OrgName } from './org-filter.tsx';

/**
 * An event table's 'Organisation' column, by name (shown to whoever sees several organisations).
 * Its heading is text, so a phone's card names the cell with it too.
 */
export const orgColumn = <Row extends { readonly orgId: string }>(intl: IntlShape) =>
  createColumnHelper<Row>().display({
    id: 'organisation',
    header: intl.formatMessage({ id: 'console.organisations.column', defaultMessage: 'Organisation' }),
    cell: ({ row }) => <OrgName orgId={row.original.orgId} />,
  });

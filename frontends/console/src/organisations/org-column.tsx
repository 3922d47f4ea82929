import { createColumnHelper } from '@vs/ui';
import { OrgName } from './org-filter.tsx';

/** An event table's 'Organisation' column, by name (shown to whoever sees several organisations). */
export const orgColumn = <Row extends { readonly orgId: string }>() =>
  createColumnHelper<Row>().display({
    id: 'organisation',
    header: 'Organisation',
    cell: ({ row }) => <OrgName orgId={row.original.orgId} />,
  });

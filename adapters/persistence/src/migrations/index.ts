import { Migration20261122000533_initial } from './20261122000533-initial.ts';
import { Migration20261122004552_outbox_and_deliveries } from './20261122004552-outbox-and-deliveries.ts';
import { Migration20261122030701_user_list_order } from './20261122030701-user-list-order.ts';
import { Migration20261123214431_archive_requests } from './20261123214431-archive-requests.ts';

/** Every migration, oldest first; listed here so startup never scans folders. */
export const migrationsList = [
  Migration20261122000533_initial,
  Migration20261122004552_outbox_and_deliveries,
  Migration20261122030701_user_list_order,
  Migration20261123214431_archive_requests,
];

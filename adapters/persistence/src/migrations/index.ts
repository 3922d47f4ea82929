import { Migration20261122000533_initial } from './20261122000533-initial.ts';
import { Migration20261122004552_outbox_and_deliveries } from './20261122004552-outbox-and-deliveries.ts';

/** Every migration, oldest first; listed here so startup never scans folders. */
export const migrationsList = [
  Migration20261122000533_initial,
  Migration20261122004552_outbox_and_deliveries,
];

import { Migration20261122000533_initial } from './20261122000533-initial.ts';

/** Every migration, oldest first; listed here so startup never scans folders. */
export const migrationsList = [Migration20261122000533_initial];

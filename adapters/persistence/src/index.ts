export { isDatabaseUnavailable } from './database-unavailable.ts';
export { EmbeddedDatabaseInUse } from './embedded-lock.ts';
export { type Database, type OpenDatabaseOptions, openDatabase } from './open-database.ts';
export { hotPathSql, type TableName } from './repositories/hot-statements.ts';
export { userTable } from './repositories/tables.ts';

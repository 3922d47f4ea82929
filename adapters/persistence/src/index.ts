export { type Database, type OpenDatabaseOptions, openDatabase } from './open-database.ts';

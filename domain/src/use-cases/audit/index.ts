export * from './list-audit-log.ts';

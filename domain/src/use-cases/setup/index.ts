export * from './bootstrap-super-admin.ts';

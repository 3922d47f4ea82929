export * from './bootstrap-super-admin.ts';
export * from './create-super-admin.ts';
export * from './issue-password-link.ts';

export * from './list-failed-logon-emails.ts';
export * from './remind-unfinished.ts';
export * from './send-logon-email.ts';
export * from './send-logon-emails.ts';
export * from './sweep-auto-reminders.ts';

/** Every table, for Drizzle's relational queries and drizzle-kit. Modules own their tables. */
export * from '../modules/auth/auth.tables.ts';
export * from '../modules/mail/mail.tables.ts';
export * from '../modules/organisations/organisations.tables.ts';
export * from '../modules/team/team.tables.ts';
export * from '../modules/users/users.tables.ts';

// Every table, for drizzle-kit and the relational query API. Modules import their own
// `db/schema/<noun>.ts`, never this file (see docs/architecture.md "Boundaries").
export * from './access';
export * from './audit';
export * from './auth';
export * from './catalog';
export * from './courses';
export * from './deck';
export * from './mail';
export * from './materials';
export * from './mock-exam';
export * from './newsfeed';
export * from './notifications';
export * from './payments';
export * from './practice';
export * from './question-bank';
export * from './question-reports';
export * from './rate-limits';
export * from './review-centers';
export * from './settings';
export * from './tracking';
export * from './users';
export * from './verification';

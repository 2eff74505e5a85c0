export * from './catalog';
export * from './courses';
export * from './newsfeed';
export * from './practice';
export * from './review-centers';
export * from './sessions';
export * from './users';
export * from './verification';

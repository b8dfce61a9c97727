export * from './constants.ts';
export * from './topics.ts';
export * from './device-messages.ts';
export * from './device-events.ts';
export * from './command-params.ts';
export * from './commands.ts';
export * from './parse.ts';
export * from './rules.ts';

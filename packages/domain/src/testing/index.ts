export * from './tree-builders.js';
export * from './analytics-months.js';

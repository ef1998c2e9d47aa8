export * from './tree-builders.js';
export * from './analytics-months.js';
export * from './management-masters.js';

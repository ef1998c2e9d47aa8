export * from './tree-builders.js';

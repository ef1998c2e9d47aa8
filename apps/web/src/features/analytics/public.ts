// What other features may use of the analytics area; everything else in this folder is its own.
export { analyticsKeys } from './api/keys';

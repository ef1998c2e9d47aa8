// What other features may use of status; everything else in this folder is its own.
export { statusKeys } from './api/keys';

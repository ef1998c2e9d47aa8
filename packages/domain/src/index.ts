export { z } from './common/zod.js';
export * from './common/errors.js';
export * from './common/ids.js';
export * from './common/messages.js';
export * from './common/numbers.js';
export * from './auth/roles.js';
export * from './auth/redirect.js';
export * from './auth/schemas.js';
export * from './projects/schemas.js';

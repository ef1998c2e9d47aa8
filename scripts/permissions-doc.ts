// `npm run docs:permissions`: writes docs/permissions.md's route table from the access matrix.
import { readFileSync, writeFileSync } from 'node:fs';
import { withRouteTable } from '../apps/server/test/permissions-table.js';

const file = new URL('../docs/permissions.md', import.meta.url);
writeFileSync(file, withRouteTable(readFileSync(file, 'utf8')));
console.log('docs/permissions.md: route table written from apps/server/test/access-matrix.ts');

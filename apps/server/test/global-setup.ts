import type { TestProject } from 'vitest/node';
import { migrateTemplate, type TemplateDb } from './test-db-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database every API test file copies (test-db-template.ts). */
    templateDb: TemplateDb;
  }
}

/** The API tier's global setup: migrate once, before any file; remove the template after the last. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { template, remove } = await migrateTemplate(process.env.TEST_DATABASE_URL || undefined);
  project.provide('templateDb', template);
  return remove;
}

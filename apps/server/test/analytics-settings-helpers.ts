import type { AnalyticsSettingsResponse, ConnectionTestResponse } from '@kaizen/domain';
import { afterAll, beforeAll, expect } from 'vitest';
import { call } from './api-helpers.js';
import { seedWorld, signInAll } from './factories.js';
import { FakeGa4, type FakeProperty, type ServiceAccountKeyJson } from './fake-ga4.js';
import { newProject, type ManagementContext, type Response } from './management-helpers.js';
import { buildTestApp } from './test-app.js';

export interface AnalyticsContext extends ManagementContext {
  fake: FakeGa4;
}

/** The fake GA4 and one app whose GA4_API_BASE is the fake, with the world signed in. */
export function useAnalyticsApp(): AnalyticsContext {
  const ctx = {} as AnalyticsContext;
  beforeAll(async () => {
    ctx.fake = await FakeGa4.start();
    ctx.t = await buildTestApp({ ga4ApiBase: ctx.fake.url });
    ctx.world = await seedWorld(ctx.t.db);
    ctx.tokens = await signInAll(ctx.t.app, ctx.world);
  });
  afterAll(async () => {
    await ctx.t.close();
    await ctx.fake.close();
  });
  return ctx;
}

/** POST /api/v1/{path} as staff unless a token is given. */
export function postApi(ctx: ManagementContext, path: string, payload: unknown, token = ctx.tokens.member) {
  return call(ctx.t.app, 'POST', `/api/v1/${path}`, { token, payload });
}

export function getSettings(ctx: ManagementContext, projectId: number, token = ctx.tokens.member) {
  return call(ctx.t.app, 'GET', `/api/v1/projects/analytics_settings?project_id=${projectId}`, { token });
}

/** The answer of a settings call that must succeed. */
export function settingsOf(response: Response): AnalyticsSettingsResponse {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AnalyticsSettingsResponse>();
}

export async function saveSettings(
  ctx: ManagementContext,
  payload: Record<string, unknown>,
  token = ctx.tokens.member,
) {
  return settingsOf(await postApi(ctx, 'projects/updateViewIDSecretsJson', payload, token));
}

/** The connection test's answer (which is 200 whether GA4 said yes or not). */
export async function connectionTest(ctx: ManagementContext, projectId: number): Promise<ConnectionTestResponse> {
  const response = await postApi(ctx, 'gaapis/setGAsetting', { project_id: projectId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ConnectionTestResponse>();
}

/** A 64-character line from the middle of the key's PEM: text that must never leave the sealed box. */
export function markerOf(key: ServiceAccountKeyJson): string {
  const lines = key.private_key.split('\n').filter((line) => line.length === 64);
  const marker = lines[Math.floor(lines.length / 2)];
  if (!marker) throw new Error('the key has no full PEM line');
  return marker;
}

export interface ConfiguredProject {
  projectId: number;
  key: ServiceAccountKeyJson;
  propertyId: string;
}

let propertySequence = 400_000_000;

/**
 * A fresh project of the client company whose settings name a fake property shared with a fresh
 * service account, with the given months (metric name → figure), event rows and settings fields.
 */
export async function configuredProject(
  ctx: AnalyticsContext,
  options: {
    months?: FakeProperty['months'];
    rows?: FakeProperty['rows'];
    thresholded?: boolean;
    sampled?: FakeProperty['sampled'];
    fields?: Record<string, unknown>;
    granted?: boolean;
  } = {},
): Promise<ConfiguredProject> {
  const projectId = await newProject(ctx);
  const key = await ctx.fake.mintKey();
  propertySequence += 1;
  const propertyId = String(propertySequence);
  ctx.fake.addProperty({
    property_id: propertyId,
    granted: options.granted === false ? [] : [key.client_email],
    months: options.months ?? {},
    events: ['purchase', 'contact', 'signup'],
    ...(options.rows ? { rows: options.rows } : {}),
    ...(options.thresholded ? { thresholded: true } : {}),
    ...(options.sampled ? { sampled: options.sampled } : {}),
  });
  await saveSettings(ctx, { projectId, propertyId, secretsjson: JSON.stringify(key), ...options.fields });
  return { projectId, key, propertyId };
}

import { describe, expect, it } from 'vitest';
import { chatMessages } from './messages.js';
import { webhookUrlProblem } from './webhook-url.js';

describe('webhookUrlProblem', () => {
  it("takes the services' own https hosts", () => {
    for (const url of [
      'https://hooks.slack.com/services/T000/B000/XXXXXXXXXXXXXXXXXXXXXXXX',
      'https://hooks.slack-gov.com/services/T000/B000/XXXX',
    ]) {
      expect(webhookUrlProblem('slack', url, false)).toBeNull();
    }
    for (const url of [
      'https://prod-12.japaneast.logic.azure.com:443/workflows/abc/triggers/manual/paths/invoke?api-version=2016-06-01&sig=x',
      'https://default1234.56.environment.api.powerplatform.com:443/powerautomate/automations/direct/workflows/abc/triggers/manual/paths/invoke?sig=x',
      'https://contoso.webhook.office.com/webhookb2/abc@def/IncomingWebhook/ghi/jkl',
      'https://outlook.office.com/webhook/abc',
    ]) {
      expect(webhookUrlProblem('teams', url, false)).toBeNull();
    }
  });

  it('refuses plain http, other hosts, ports and credentials outside development', () => {
    expect(webhookUrlProblem('slack', 'http://hooks.slack.com/services/T/B/X', false)).toBe(
      chatMessages.webhookNotHttps,
    );
    expect(webhookUrlProblem('slack', 'https://hooks.slack.com.evil.example/services/x', false)).toBe(
      chatMessages.webhookWrongHost('Slack'),
    );
    expect(webhookUrlProblem('slack', 'https://intranet.local/admin', false)).toBe(
      chatMessages.webhookWrongHost('Slack'),
    );
    expect(webhookUrlProblem('slack', 'https://hooks.slack.com:8443/services/x', false)).toBe(
      chatMessages.webhookWrongHost('Slack'),
    );
    expect(webhookUrlProblem('teams', 'https://user:pw@x.webhook.office.com/x', false)).toBe(
      chatMessages.webhookWrongHost('Microsoft Teams'),
    );
    // A Slack URL is not a Teams one.
    expect(webhookUrlProblem('teams', 'https://hooks.slack.com/services/x', false)).not.toBeNull();
    expect(webhookUrlProblem('slack', 'not a url', false)).toBe(chatMessages.webhookNotUrl);
    expect(webhookUrlProblem('slack', 'ftp://hooks.slack.com/x', false)).toBe(chatMessages.webhookNotUrl);
  });

  it('lets loopback through only when allowed (development and tests)', () => {
    expect(webhookUrlProblem('slack', 'http://127.0.0.1:4355/services/T/B/X', true)).toBeNull();
    expect(webhookUrlProblem('teams', 'http://localhost:9000/workflows/x', true)).toBeNull();
    expect(webhookUrlProblem('slack', 'http://127.0.0.1:4355/services/T/B/X', false)).toBe(
      chatMessages.webhookNotHttps,
    );
    expect(webhookUrlProblem('slack', 'http://10.0.0.5/services/T/B/X', true)).toBe(chatMessages.webhookNotHttps);
  });
});

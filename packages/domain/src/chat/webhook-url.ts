import { chatMessages } from './messages.js';
import { chatServiceLabels } from './schemas.js';

/**
 * Where each service's incoming webhooks live. A URL elsewhere is refused, so a channel cannot make
 * the server post to an address of the internal network (decisions/0043). Teams: the old Microsoft
 * 365 connectors (*.webhook.office.com, outlook.office.com) and Workflows (Power Automate: Logic
 * Apps hosts, *.powerplatform.com, *.powerautomate.com).
 */
const webhookHosts: Record<'slack' | 'teams', { exact: string[]; suffixes: string[] }> = {
  slack: { exact: ['hooks.slack.com', 'hooks.slack-gov.com'], suffixes: [] },
  teams: {
    exact: ['outlook.office.com'],
    suffixes: ['.webhook.office.com', '.logic.azure.com', '.powerplatform.com', '.powerautomate.com'],
  },
};

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Why a webhook URL cannot be used, or null when it can: an https URL on the service's own hosts,
 * on the default port, without credentials. allowLoopback (development and tests, never production)
 * also lets http://127.0.0.1 through, where the local fakes listen.
 */
export function webhookUrlProblem(service: 'slack' | 'teams', text: string, allowLoopback: boolean): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return chatMessages.webhookNotUrl;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return chatMessages.webhookNotUrl;
  if (allowLoopback && LOOPBACK_HOSTS.has(url.hostname)) return null;
  if (url.protocol !== 'https:') return chatMessages.webhookNotHttps;
  const hosts = webhookHosts[service];
  const host = url.hostname.toLowerCase();
  const known = hosts.exact.includes(host) || hosts.suffixes.some((suffix) => host.endsWith(suffix));
  if (!known || url.port !== '' || url.username !== '' || url.password !== '') {
    return chatMessages.webhookWrongHost(chatServiceLabels[service]);
  }
  return null;
}

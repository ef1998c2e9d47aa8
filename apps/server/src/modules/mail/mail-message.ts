import type { Config } from '../../config.js';
import type { EmailPayload } from '../delivery/email-sender.js';

/** Where every message's footer sends its reader to change what they receive. */
export const MAIL_SETTINGS_PATH = '/settings/mail';

export interface MailContent {
  /** The subject without the product's name, which is added in front. */
  subject: string;
  /** To whom (「田中 美咲 様」). */
  recipientName: string;
  /** Paragraphs of plain text; each becomes a <p> in the HTML part. */
  paragraphs: string[];
  /** The one thing to open, with the words on its button. */
  action?: { label: string; path: string };
  /** Headed lists under the paragraphs (a digest's projects), as plain lines. */
  sections?: Array<{ heading: string; lines: string[] }>;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * One e-mail in the product's voice: a plain-text part for every mail reader and an HTML part with
 * the same words, the link to the item, and a footer link to the reader's notification settings.
 * Everything interpolated is escaped: titles are typed by users.
 */
export function composeEmail(config: Pick<Config, 'appUrl'>, content: MailContent): EmailPayload {
  const subject = `【Kaizen Tree】${content.subject}`;
  const actionUrl = content.action ? `${config.appUrl}${content.action.path}` : null;
  const settingsUrl = `${config.appUrl}${MAIL_SETTINGS_PATH}`;
  const footer = 'このメールは Kaizen Tree から自動で送信しています。';
  const settingsLine = '通知メールの受け取り方は、次のページで変えられます。';

  const text = [
    `${content.recipientName} 様`,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.sections ?? []).flatMap((section) => [
      `■ ${section.heading}`,
      ...section.lines.map((l) => `・${l}`),
      '',
    ]),
    ...(content.action && actionUrl ? [`${content.action.label}: ${actionUrl}`, ''] : []),
    '――',
    footer,
    `${settingsLine}\n${settingsUrl}`,
  ].join('\n');

  const paragraph = (p: string) => `<p style="margin:0 0 1em">${escapeHtml(p).replaceAll('\n', '<br>')}</p>`;
  const html = [
    '<!doctype html><html lang="ja"><head><meta charset="utf-8">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:sans-serif;color:#1a1a1a;line-height:1.7;max-width:640px">',
    paragraph(`${content.recipientName} 様`),
    ...content.paragraphs.map(paragraph),
    ...(content.sections ?? []).map(
      (section) =>
        `<h2 style="font-size:1.05em;margin:1.2em 0 .4em">${escapeHtml(section.heading)}</h2>` +
        `<ul style="margin:0 0 1em;padding-left:1.5em">${section.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
    ),
    content.action && actionUrl
      ? `<p style="margin:1.5em 0"><a href="${escapeHtml(actionUrl)}" style="background:#1c5aa6;color:#ffffff;padding:.6em 1.2em;border-radius:4px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`
      : '',
    '<hr style="border:none;border-top:1px solid #cccccc;margin:2em 0 1em">',
    `<p style="font-size:.85em;color:#4d4d4d;margin:0">${escapeHtml(footer)}<br>`,
    `<a href="${escapeHtml(settingsUrl)}">${escapeHtml(settingsLine)}</a></p>`,
    '</body></html>',
  ].join('');

  return { subject, text, html };
}

import type { ChatMessage } from '@kaizen/domain';

/**
 * How each service shows one post (decisions/0043). What a user typed (a project's or an item's
 * name) reaches a room as text only: Slack's control characters are escaped, so a title cannot
 * mention @channel or forge a link; Teams gets it in TextRuns, which show text as it is; Chatwork's
 * square brackets become full-width ones, so a title cannot write a [To:…] mention or close the
 * [info] box.
 */

/** Slack's mrkdwn escapes: &, < and > (https://api.slack.com/reference/surfaces/formatting). */
function slackEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** An incoming webhook's JSON: `text` is the notification's fallback, `blocks` what the room shows. */
export function slackPayload(message: ChatMessage) {
  const heading = slackEscape(message.heading);
  const body = slackEscape(message.text);
  return {
    text: `${heading}\n${body}\n${message.url}`,
    blocks: [
      { type: 'section', text: { type: 'mrkdwn', text: `*${heading}*\n${body}` } },
      { type: 'context', elements: [{ type: 'mrkdwn', text: `<${message.url}|${slackEscape(message.link_label)}>` }] },
    ],
  };
}

/**
 * A Teams message with one Adaptive Card (version 1.4, which Workflows and the older connectors both
 * show): the heading and the sentence as TextRuns, and a button opening the item.
 */
export function teamsPayload(message: ChatMessage) {
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body: [
            { type: 'RichTextBlock', inlines: [{ type: 'TextRun', text: message.heading, weight: 'Bolder' }] },
            { type: 'RichTextBlock', inlines: [{ type: 'TextRun', text: message.text }] },
          ],
          actions: [{ type: 'Action.OpenUrl', title: message.link_label, url: message.url }],
        },
      },
    ],
  };
}

function chatworkEscape(text: string): string {
  return text.replace(/\[/g, '［').replace(/\]/g, '］');
}

/** The message's body field: an [info] box titled by the heading, the sentence and the link. */
export function chatworkBody(message: ChatMessage): string {
  return `[info][title]${chatworkEscape(message.heading)}[/title]${chatworkEscape(message.text)}\n${message.url}[/info]`;
}

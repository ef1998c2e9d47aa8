import { describe, expect, it } from 'vitest';
import { chatworkBody, slackPayload, teamsPayload } from './chat-formats.js';

const message = {
  heading: '［<!channel> & 改善］施策のステータス変更',
  text: '山田さんが施策「[To:123] <https://evil.example|押して>」のステータスを「完了」に変更しました',
  url: 'https://kaizen.example.jp/client/7/management#measure-42',
  link_label: 'Kaizen Tree で開く',
};

describe('what a user typed reaches a room as text', () => {
  it("escapes Slack's control characters, so a title cannot mention the channel or forge a link", () => {
    const payload = slackPayload(message);
    const shown = JSON.stringify(payload);
    expect(shown).not.toContain('<!channel>');
    expect(shown).not.toContain('<https://evil.example');
    expect(payload.blocks[0]?.text?.text).toBe(
      '*［&lt;!channel&gt; &amp; 改善］施策のステータス変更*\n山田さんが施策「[To:123] &lt;https://evil.example|押して&gt;」のステータスを「完了」に変更しました',
    );
    expect(payload.blocks[1]?.elements?.[0]?.text).toBe(`<${message.url}|Kaizen Tree で開く>`);
    expect(payload.text).toContain(message.url);
  });

  it('gives Teams the text in TextRuns, which show it as it is, and the link as a button', () => {
    const card = teamsPayload(message).attachments[0]?.content;
    expect(card?.body.map((block) => block.inlines[0]?.text)).toEqual([message.heading, message.text]);
    expect(card?.actions).toEqual([{ type: 'Action.OpenUrl', title: 'Kaizen Tree で開く', url: message.url }]);
  });

  it("turns Chatwork's square brackets full-width, so a title cannot mention anyone or close the box", () => {
    expect(chatworkBody(message)).toBe(
      '[info][title]［<!channel> & 改善］施策のステータス変更[/title]山田さんが施策「［To:123］ <https://evil.example|押して>」のステータスを「完了」に変更しました\nhttps://kaizen.example.jp/client/7/management#measure-42[/info]',
    );
  });
});

import { expect, type Page } from '@playwright/test';
import { api } from './management-support';
import { tokenOf, uniqueName } from './support';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** The test SMTP server's mailbox (apps/server/test/smtp-sink-cli.ts, started by e2e/serve.mjs on E2E_PORT + 3). */
const mailboxUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4319) + 3}/messages`;

async function messages(page: Page): Promise<ReceivedMail[]> {
  const response = await page.request.get(mailboxUrl);
  return (await response.json()) as ReceivedMail[];
}

/** Waits until a message with the subject has reached the address over SMTP (the server sends within seconds). */
export async function mailTo(page: Page, address: string, subject: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await messages(page)).findLast((m) => m.to.includes(address) && m.subject === subject);
        return found !== undefined;
      },
      { timeout: 20_000, message: `「${subject}」 to ${address}` },
    )
    .toBe(true);
  return found as ReceivedMail;
}

/** The link of a message that goes to a path of the app, as its text part gives it. */
export function linkTo(mail: ReceivedMail, path: string): string {
  const match = mail.text.match(new RegExp(`https?://[^\\s]+${path}[^\\s]*`));
  expect(match, mail.text).not.toBeNull();
  return match?.[0] ?? '';
}

/**
 * A client user of the first client company, made by the signed-in administrator, optionally with an
 * address (its confirmation goes out at once); returns what signing in needs.
 */
export async function newClientAccount(admin: Page, email?: string) {
  const token = await tokenOf(admin);
  const companies = (await (
    await admin.request.get('/api/v1/companies', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { companies: { id: number; is_operator: boolean }[] };
  const company = companies.companies.find((c) => !c.is_operator);
  if (!company) throw new Error('no client company');
  const account = uniqueName('mail-user-');
  const password = 'first-password-1';
  const name = '山田 花子';
  await api(admin).post('/api/v1/users/create', {
    kind: 'client',
    company_id: company.id,
    account,
    name,
    role: 2,
    password,
    ...(email ? { email } : {}),
  });
  return { account, password, name };
}

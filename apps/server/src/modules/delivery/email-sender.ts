import nodemailer, { type Transporter } from 'nodemailer';
import { z } from '@kaizen/domain';
import { DeliveryError, type DeliveryContext } from './delivery.service.js';

/** What an e-mail delivery carries (sealed in the outbox). */
export const emailPayloadSchema = z.object({ subject: z.string(), text: z.string(), html: z.string() });
export type EmailPayload = z.infer<typeof emailPayloadSchema>;

const transports = new Map<string, Transporter>();

/** One transport per SMTP URL; short timeouts, since a stuck server is tried again later anyway. */
function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    transports.set(smtpUrl, transport);
  }
  return transport;
}

interface SmtpFailure {
  code?: string;
  responseCode?: number;
  response?: string;
}

/** The reason an administrator reads; a 5xx answer (the address refused) is not tried again. */
function describe(error: unknown): DeliveryError {
  const failure = (typeof error === 'object' && error !== null ? error : {}) as SmtpFailure;
  if (failure.responseCode !== undefined) {
    const permanent = failure.responseCode >= 500;
    const what = permanent ? 'メールサーバーが受け取りを拒否しました' : 'メールサーバーが一時的に受け取りませんでした';
    return new DeliveryError(
      `${what}（${(failure.response ?? String(failure.responseCode)).slice(0, 300)}）`,
      permanent,
    );
  }
  if (failure.code === 'ECONNECTION' || failure.code === 'ETIMEDOUT' || failure.code === 'ESOCKET') {
    return new DeliveryError(`メールサーバーに接続できませんでした（${failure.code}）`);
  }
  return new DeliveryError(`メールを送信できませんでした（${error instanceof Error ? error.message : String(error)}）`);
}

/** The e-mail channel's sender (app.ts registers it). */
export async function sendEmail(message: { target: string; payload: unknown }, ctx: DeliveryContext): Promise<void> {
  const { smtpUrl, mailFrom } = ctx.config;
  const email = emailPayloadSchema.parse(message.payload);
  if (!smtpUrl) throw new DeliveryError('メール送信が設定されていません（SMTP_URL）');
  try {
    await transportFor(smtpUrl).sendMail({
      from: mailFrom,
      to: message.target,
      subject: email.subject,
      text: email.text,
      html: email.html,
    });
  } catch (error) {
    throw describe(error);
  }
}

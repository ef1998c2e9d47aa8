import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { nulError, refuseNul } from '../../lib/nul-text.js';

/**
 * How long the parser may sit on the body without taking more of it while the route waits for its
 * next part. A parser that works keeps reading (a slow sender keeps the body flowing, and is bounded
 * by BODY_TIMEOUT_MS instead); this only ends one that stopped for good (below).
 */
const PARSER_IDLE_LIMIT_MS = 1000;
const IDLE_CHECK_MS = 250;

/** The parser stopped taking the body and reports nothing more: the body is unreadable, never a 500. */
class MultipartStalled extends Error {}

/**
 * Whether the parser is holding the body back: it paused the body's stream (and the route holds no
 * part that could be what it waits on), or the body has been read to its end.
 */
function bodyHeldBack(request: FastifyRequest): boolean {
  return request.raw.readableEnded || request.raw.readableFlowing === false;
}

/** Rejects once the body has been held back for PARSER_IDLE_LIMIT_MS in a row; stop() ends the watch. */
function watchParser(request: FastifyRequest): { stalled: Promise<never>; stop: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    let idleMs = 0;
    timer = setInterval(() => {
      idleMs = bodyHeldBack(request) ? idleMs + IDLE_CHECK_MS : 0;
      if (idleMs >= PARSER_IDLE_LIMIT_MS) reject(new MultipartStalled());
    }, IDLE_CHECK_MS);
  });
  // The race's loser must not surface as an unhandled rejection.
  stalled.catch(() => undefined);
  return { stalled, stop: () => clearInterval(timer) };
}

/**
 * Every part of a multipart body, in order — the one way the server reads one. busboy (under
 * @fastify/multipart) can stop for good on some malformed bodies without an error — a skipped part
 * longer than its buffer leaves it paused, a late epilogue leaves its end unreported
 * (fastify/busboy#228) — and the route would wait for ever; so while the route waits for a part,
 * a parser that holds the body back without producing one ends the reading as unreadable.
 */
async function* multipartParts(request: FastifyRequest): AsyncGenerator<Multipart> {
  const parts = request.parts()[Symbol.asyncIterator]();
  for (;;) {
    // Watched only while the route waits: while it reads a part, the body waits on the route.
    const watch = watchParser(request);
    const next = await Promise.race([parts.next(), watch.stalled]).finally(watch.stop);
    if (next.done) return;
    yield next.value;
  }
}

export interface UploadedFile {
  filename: string;
  data: Buffer;
}

/** What a one-file upload answers when it is refused, in the words of the kind of file it takes. */
export interface UploadMessages {
  notMultipart: string;
  oneFile: string;
  tooMany: string;
  tooLarge: string;
  unreadable: string;
  missing: string;
}

/** A one-file upload's failure as the AppError it stands for: the plugin's limits, a stalled parser. */
function refusal(error: unknown, messages: UploadMessages): AppError {
  if (error instanceof AppError) return error;
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError('too_large', messages.tooLarge, [{ field: 'file', message: messages.tooLarge }]);
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return AppError.badInput('file', messages.tooMany);
  }
  // Anything else (no boundary, cut short, a parser that stalled) is a body that is not
  // well-formed multipart: the sender's fault.
  return AppError.badInput('file', messages.unreadable);
}

/**
 * Reads a multipart body: its text fields, in any order, and its one file, named "file". Every way
 * the body can be wrong is the sender's and answers 4xx naming the field (never 500).
 */
export async function readFileUpload(
  request: FastifyRequest,
  messages: UploadMessages,
): Promise<{ fields: Record<string, string>; file: UploadedFile }> {
  if (!request.isMultipart()) throw new AppError('unsupported_type', messages.notMultipart);
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of multipartParts(request)) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          await part.toBuffer();
          throw AppError.badInput(part.fieldname, messages.oneFile);
        }
        // A name PostgreSQL cannot store (NUL): refused like any text of the API (plugins/nul-guard).
        if (part.filename.includes('\u0000')) {
          await part.toBuffer();
          throw nulError('file');
        }
        file = { filename: part.filename, data: await part.toBuffer() };
      } else if (typeof part.value === 'string') {
        refuseNul({ [part.fieldname]: part.value });
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw refusal(error, messages);
  }
  if (!file || file.data.length === 0) throw AppError.badInput('file', messages.missing);
  return { fields, file };
}

const UNREADABLE_FORM = '送信内容を読み取れませんでした。もう一度お試しください';

/**
 * Reads a multipart form of text fields only (a form post that carries no file): the fields by name.
 * A file part is refused naming its field, with the caller's words for where files go instead.
 */
export async function readFormFields(request: FastifyRequest, noFileHere: string): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  try {
    for await (const part of multipartParts(request)) {
      if (part.type === 'file') {
        await part.toBuffer();
        throw AppError.badInput(part.fieldname, noFileHere);
      }
      if (part.valueTruncated) throw AppError.badInput(part.fieldname, '入力が長すぎます');
      fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Too many parts, a cut-short body, no boundary, a stalled parser: not a form this call can read.
    throw AppError.badInput('body', UNREADABLE_FORM);
  }
  return fields;
}

import type { UploadMessages } from './multipart.js';

/**
 * A CSV import's upload: one file of at most maxBytes and a few text fields, refused in the words of
 * a CSV; the size and the missing file in the words of what the file holds.
 */
export function csvUpload(maxBytes: number, words: Pick<UploadMessages, 'tooLarge' | 'missing'>) {
  return {
    limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 11 },
    messages: {
      notMultipart: 'CSVは multipart/form-data で送ってください',
      oneFile: 'CSVは file という名前で1つだけ送ってください',
      tooMany: 'CSVは1回に1つずつ取り込んでください',
      unreadable: 'CSVを読み取れませんでした。もう一度お試しください',
      ...words,
    } satisfies UploadMessages,
  };
}

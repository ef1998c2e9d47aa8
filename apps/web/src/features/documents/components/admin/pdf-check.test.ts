import { DOCUMENT_MAX_BYTES, documentMessages } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { pdfProblem } from './pdf-check';

describe('pdfProblem', () => {
  it('lets a PDF up to the limit go, known by its type or its name', () => {
    expect(pdfProblem({ name: '提案書.pdf', type: 'application/pdf', size: DOCUMENT_MAX_BYTES })).toBeNull();
    expect(pdfProblem({ name: '議事録.PDF', type: '', size: 10 })).toBeNull();
  });

  it('refuses a file that is not a PDF, and one byte over the limit', () => {
    expect(pdfProblem({ name: '写真.png', type: 'image/png', size: 10 })).toBe(documentMessages.pdfOnly);
    expect(pdfProblem({ name: '大きい.pdf', type: 'application/pdf', size: DOCUMENT_MAX_BYTES + 1 })).toBe(
      documentMessages.tooLarge,
    );
  });
});

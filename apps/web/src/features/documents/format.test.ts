import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format';

describe('document formats', () => {
  it('shows file sizes in B, KB and MB', () => {
    expect(formatFileSize(532)).toBe('532 B');
    expect(formatFileSize(12_595)).toBe('12.3 KB');
    expect(formatFileSize(4_718_592)).toBe('4.5 MB');
  });
});

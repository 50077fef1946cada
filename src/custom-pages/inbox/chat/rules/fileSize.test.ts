import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize';

describe('formatFileSize', () => {
  it('shows KB below one megabyte and MB from there, with one decimal in pt-BR', () => {
    expect(formatFileSize(512)).toBe('0,5 KB');
    expect(formatFileSize(12_595)).toBe('12,3 KB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1.024,0 KB');
    expect(formatFileSize(1024 * 1024)).toBe('1,0 MB');
    expect(formatFileSize(1_572_864)).toBe('1,5 MB');
  });

  it('shows nothing when the size is unknown', () => {
    expect(formatFileSize(null)).toBeNull();
    expect(formatFileSize(undefined)).toBeNull();
    expect(formatFileSize(-1)).toBeNull();
  });
});

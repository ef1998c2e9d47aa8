// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv, fileNamePart } from './download';

/** jsdom's Blob has no arrayBuffer(); FileReader reads it. */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable blob'));
    reader.readAsArrayBuffer(blob);
  });
}

describe('downloadCsv', () => {
  afterEach(() => vi.restoreAllMocks());

  /** Runs a download and hands back what the link saved: its file name and the blob's bytes. */
  async function capture(run: () => void) {
    let blob: Blob | undefined;
    let fileName = '';
    vi.spyOn(URL, 'createObjectURL').mockImplementation((value) => {
      blob = value as Blob;
      return 'blob:test';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      fileName = this.download;
    });
    run();
    if (!blob) throw new Error('no file was saved');
    return { fileName, type: blob.type, bytes: await bytesOf(blob) };
  }

  it('saves UTF-8 with a BOM under the given name, and leaves no link behind', async () => {
    const saved = await capture(() => downloadCsv('感度分析_テスト.csv', 'a,b\r\n'));
    expect(saved.fileName).toBe('感度分析_テスト.csv');
    expect(saved.type).toBe('text/csv;charset=utf-8');
    expect(Array.from(saved.bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(saved.bytes.slice(3))).toBe('a,b\r\n');
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('does not add a second BOM to text that has one', async () => {
    const saved = await capture(() => downloadCsv('x.csv', '\uFEFFa\r\n'));
    expect(Array.from(saved.bytes.slice(0, 6))).toEqual([0xef, 0xbb, 0xbf, 0x61, 0x0d, 0x0a]);
  });
});

describe('fileNamePart', () => {
  it('replaces the characters file systems refuse', () => {
    expect(fileNamePart('A/B:C*D?"E"<F>|G')).toBe('A_B_C_D__E__F__G');
  });

  it('never gives an empty name', () => {
    expect(fileNamePart('  ')).toBe('名称未設定');
  });
});

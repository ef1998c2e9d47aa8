import { Input, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useLayoutEffect, useRef, useState } from 'react';
import { insertBlock, markdownCommands, type MarkdownCommand, type TextEdit } from '../../lib/text-edits';
import { MarkdownPreview } from './MarkdownPreview';
import { MarkdownToolbar } from './MarkdownToolbar';
import classes from './markdown.module.css';

/** What an image upload answers: the markdown to insert and a signed URL for the preview. */
export interface UploadedImage {
  file_id: number;
  markdown: string;
  url: string;
}

/** The report's own upload call (each kind of report stores its images under its owner). */
export interface ImageUpload {
  mutate: (file: File, options: { onSuccess: (answer: UploadedImage) => void }) => void;
  isPending: boolean;
}

/**
 * The markdown and its live preview. Typing is left entirely to the browser (no key handling), so
 * Japanese input methods work as anywhere else; the toolbar edits the text around the selection.
 */
export function MarkdownEditor({
  upload,
  value,
  onChange,
  files,
  error,
}: {
  upload: ImageUpload;
  value: string;
  onChange: (next: string) => void;
  /** Signed URLs of the images the saved text refers to; uploads made here are added for the preview. */
  files: { id: number; url: string }[];
  error?: string | undefined;
}) {
  const [urls, setUrls] = useState<ReadonlyMap<number, string>>(() => new Map(files.map((f) => [f.id, f.url])));
  const textarea = useRef<HTMLTextAreaElement>(null);
  const pendingSelection = useRef<{ start: number; end: number } | null>(null);
  // The text as it is now, for an upload that finishes after more typing.
  const latest = useRef(value);

  // After a toolbar edit has rendered: the selection it chose, and the focus back in the text.
  useLayoutEffect(() => {
    latest.current = value;
    const selection = pendingSelection.current;
    const element = textarea.current;
    if (!selection || !element) return;
    pendingSelection.current = null;
    element.focus();
    element.setSelectionRange(selection.start, selection.end);
  }, [value]);

  const apply = (edit: (current: TextEdit) => TextEdit) => {
    const element = textarea.current;
    const text = latest.current;
    const current: TextEdit = {
      text,
      start: element?.selectionStart ?? text.length,
      end: element?.selectionEnd ?? text.length,
    };
    const next = edit(current);
    pendingSelection.current = { start: next.start, end: next.end };
    latest.current = next.text;
    onChange(next.text);
  };

  const uploadImage = (file: File) =>
    upload.mutate(file, {
      onSuccess: (answer) => {
        setUrls((current) => new Map(current).set(answer.file_id, answer.url));
        apply((current) => insertBlock(current, answer.markdown));
      },
    });

  return (
    <Stack gap={6}>
      <MarkdownToolbar
        onCommand={(command: MarkdownCommand) => apply(markdownCommands[command])}
        onImage={uploadImage}
        uploading={upload.isPending}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Textarea
          ref={textarea}
          aria-label="本文（マークダウン）"
          classNames={{ input: classes.source }}
          resize="vertical"
          value={value}
          error={error}
          onChange={(event) => onChange(event.currentTarget.value)}
          styles={{ input: { height: 560 } }}
        />
        <MarkdownPreview markdown={value} urls={urls} />
      </SimpleGrid>
      <Input.Description>
        マークダウンで記入します。表は「表」ボタンで挿入でき、画像は「画像」ボタンでアップロードすると本文に挿入されます。
      </Input.Description>
    </Stack>
  );
}

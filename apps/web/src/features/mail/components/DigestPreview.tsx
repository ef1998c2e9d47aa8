import { Button, Loader, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useDigestPreview } from '../api/digest';

/** 「今週のダイジェストを見る」: the digest as it would be sent now, in its plain-text form. */
export function DigestPreview() {
  const [open, setOpen] = useState(false);
  const preview = useDigestPreview(open);
  if (!open) {
    return (
      <Button variant="default" w="fit-content" onClick={() => setOpen(true)}>
        今週のダイジェストを見る
      </Button>
    );
  }
  if (!preview.data) return <Loader aria-label="読み込み中" />;
  return (
    <Stack gap="xs" component="section" aria-label="ダイジェストのプレビュー">
      {preview.data.empty ? (
        <Text size="sm">今お知らせすることはありません。この状態ではダイジェストは送られません。</Text>
      ) : (
        <Paper withBorder p="md" maw={720}>
          <Text fw={700} size="sm" mb="xs">
            {preview.data.subject}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {preview.data.text}
          </Text>
        </Paper>
      )}
    </Stack>
  );
}

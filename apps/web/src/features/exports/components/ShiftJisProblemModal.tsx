import type { UnencodableCharacter } from '@kaizen/domain';
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';

/** The characters a Shift_JIS CSV cannot hold, where they are, and the way out (UTF-8). */
export function ShiftJisProblemModal({
  unencodable,
  count,
  onUtf8,
  onClose,
}: {
  unencodable: UnencodableCharacter[];
  count: number;
  onUtf8: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened onClose={onClose} title="Shift_JISで表せない文字があります">
      <Stack gap="sm">
        <Text size="sm">
          次の文字はShift_JISにないため、このままでは別の文字に置き換わってしまいます。UTF-8（BOM付き）で出力するか、元の文字を直してから出力してください。
        </Text>
        <List size="sm" aria-label="Shift_JISで表せない文字">
          {unencodable.map((c) => (
            <List.Item key={`${c.line}-${c.column}`}>
              「{c.char}」{c.line}行目の{c.column}文字目
            </List.Item>
          ))}
        </List>
        {count > unencodable.length ? (
          <Text size="sm" c="dimmed">
            ほか{count - unencodable.length}文字
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            やめる
          </Button>
          <Button onClick={onUtf8}>UTF-8（BOM付き）で出力する</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

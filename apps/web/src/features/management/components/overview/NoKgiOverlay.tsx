import { Button, Card, Center, Overlay, Stack, Text, Title } from '@mantine/core';
import { managementMessages } from '@kaizen/domain';

/** Covers the tree until the project has a KGI, with the way to set one (product.md §2.4). */
export function NoKgiOverlay({ canEdit, onSet }: { canEdit: boolean; onSet: () => void }) {
  return (
    <Overlay color="#fff" backgroundOpacity={0.75} blur={2} zIndex={50} radius="md">
      <Center h="100%" mih={240} pt="xl">
        <Card
          withBorder
          shadow="md"
          radius="md"
          p="lg"
          maw={420}
          role="alertdialog"
          aria-label={managementMessages.noKgiTitle}
        >
          <Stack gap="sm" align="center">
            <Title order={2} fz="lg">
              {managementMessages.noKgiTitle}
            </Title>
            <Text size="sm" c="dimmed" ta="center">
              {canEdit ? managementMessages.noKgiBody : '担当者がKGIを設定するまでお待ちください。'}
            </Text>
            {canEdit ? <Button onClick={onSet}>KGIを設定する</Button> : null}
          </Stack>
        </Card>
      </Center>
    </Overlay>
  );
}

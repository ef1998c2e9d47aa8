import { Center, Stack, Text, Title } from '@mantine/core';

/** `/` for a client user without a project (app/guards/HomeRedirect sends everyone else on). */
export default function HomePage() {
  return (
    <Center mih="60vh">
      <Stack align="center" gap="xs">
        <Title order={2} fz="lg">
          参加しているプロジェクトがありません
        </Title>
        <Text c="dimmed">担当のコンサルタントにお問い合わせください。</Text>
      </Stack>
    </Center>
  );
}

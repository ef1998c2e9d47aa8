import { ActionIcon, Badge, Button, Group, List, Stack, Text, Tooltip } from '@mantine/core';
import { IconLink, IconPlus, IconUnlink } from '@tabler/icons-react';
import { useState } from 'react';
import { linkKindLabels, useLink, type LinkKind } from '../../api/linking';
import { useReport } from '../context';
import { Section } from '../Section';
import { CreateLinkedModal } from './CreateLinkedModal';
import { LinkExistingModal } from './LinkExistingModal';

type Dialog = { type: 'create' | 'link'; kind: LinkKind } | null;

/** Tasks and hypotheses this report led to or relates to, and the buttons to create or link them. */
export function LinksSection() {
  const { data, measureId } = useReport();
  const [dialog, setDialog] = useState<Dialog>(null);
  const link = useLink(measureId);
  const canEdit = data.can_edit;
  return (
    <Section title="関連する課題・仮説">
      <Stack gap="sm">
        {data.links.length === 0 ? (
          <Text size="sm" c="dimmed">
            紐付いている課題・仮説はありません
          </Text>
        ) : (
          <List spacing={4} listStyleType="none" aria-label="紐付いている課題・仮説">
            {data.links.map((item) => (
              <List.Item key={`${item.kind}-${item.id}`}>
                <Group gap={6} wrap="nowrap">
                  <Badge size="xs" variant="outline" color={item.kind === 'task' ? 'blue' : 'indigo'}>
                    {linkKindLabels[item.kind]}
                  </Badge>
                  <Text size="sm">{item.title || '（無題）'}</Text>
                  {canEdit ? (
                    <Tooltip label="紐付けを解除" withArrow>
                      <ActionIcon
                        size="sm"
                        variant="subtle"
                        color="gray"
                        aria-label={`${linkKindLabels[item.kind]}「${item.title}」の紐付けを解除`}
                        disabled={link.isPending}
                        onClick={() =>
                          void link.mutateAsync({ kind: item.kind, id: item.id, link: false }).catch(() => undefined)
                        }
                      >
                        <IconUnlink size={14} />
                      </ActionIcon>
                    </Tooltip>
                  ) : null}
                </Group>
              </List.Item>
            ))}
          </List>
        )}
        {canEdit ? (
          <Group gap="xs">
            {(['task', 'hypothesis'] as const).map((kind) => (
              <Button
                key={`create-${kind}`}
                size="xs"
                variant="light"
                leftSection={<IconPlus size={14} />}
                onClick={() => setDialog({ type: 'create', kind })}
              >
                {linkKindLabels[kind]}を作成
              </Button>
            ))}
            {(['task', 'hypothesis'] as const).map((kind) => (
              <Button
                key={`link-${kind}`}
                size="xs"
                variant="default"
                leftSection={<IconLink size={14} />}
                onClick={() => setDialog({ type: 'link', kind })}
              >
                既存の{linkKindLabels[kind]}に紐付け
              </Button>
            ))}
          </Group>
        ) : null}
      </Stack>
      {dialog?.type === 'create' ? <CreateLinkedModal kind={dialog.kind} onClose={() => setDialog(null)} /> : null}
      {dialog?.type === 'link' ? <LinkExistingModal kind={dialog.kind} onClose={() => setDialog(null)} /> : null}
    </Section>
  );
}

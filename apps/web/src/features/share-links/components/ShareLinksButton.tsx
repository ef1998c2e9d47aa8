import { Button, Divider, Modal, Stack, Text, Title } from '@mantine/core';
import { shareTargetKindLabels } from '@kaizen/domain';
import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { RouteErrorContent } from '../../../components/errors/RouteErrorPage';
import { useShareLinks, type ShareTarget } from '../api/share-links';
import { CreateShareLinkForm } from './CreateShareLinkForm';
import { ShareLinkList } from './ShareLinkList';

/** The dialog's content, mounted while it is open: each opening reads the views afresh. */
function ShareLinksPanel({ target }: { target: ShareTarget }) {
  const links = useShareLinks(target);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        この{shareTargetKindLabels[target.kind]}を、アカウントのない相手にも閲覧専用で見せるリンクです。
        クライアントに公開している内容だけが表示されます。
      </Text>
      <CreateShareLinkForm target={target} />
      <Divider />
      <Title order={3} fz="md">
        作成したリンク
      </Title>
      {links.isPending ? (
        <Text size="sm" c="dimmed">
          読み込み中…
        </Text>
      ) : links.error ? (
        <RouteErrorContent error={links.error} />
      ) : (
        <ShareLinkList links={links.data.links} />
      )}
    </Stack>
  );
}

/**
 * 共有リンク (staff, issue 34 §6): a read-only link to this item for someone without an account — what
 * the project's client users see, nothing hidden — with its expiry, an optional password, views, and
 * 取り消す. Never printed.
 */
export function ShareLinksButton({ target }: { target: ShareTarget }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconShare size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        data-print-hide
      >
        共有リンク
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="共有リンク" size={720}>
        <ShareLinksPanel target={target} />
      </Modal>
    </>
  );
}

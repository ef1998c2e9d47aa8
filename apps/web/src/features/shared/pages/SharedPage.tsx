import { Box, Stack } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../components/errors/NotFoundPage';
import { RouteErrorContent } from '../../../components/errors/RouteErrorPage';
import { FullPageLoader } from '../../../components/FullPageLoader';
import { ApiError } from '../../../lib/api-client';
import { useSharedLink } from '../api/shared';
import { PasswordForm } from '../components/PasswordForm';
import { SharedContentView } from '../components/SharedContentView';
import { SharedNotice } from '../components/SharedNotice';
import { storedProof, storeProof } from '../components/proof-storage';
import { useNoIndex } from '../components/use-noindex';

function Shared({ token }: { token: string }) {
  const [proof, setProof] = useState(() => storedProof(token));
  const link = useSharedLink(token, proof);
  if (link.isPending) return <FullPageLoader />;
  // Unknown, expired, revoked, or the item no longer shown: the one 404 answer, the one 404 page.
  if (link.error instanceof ApiError && link.error.status === 404) return <NotFoundPage />;
  if (link.error) return <RouteErrorContent error={link.error} />;
  if (link.data.state === 'locked') {
    return (
      <PasswordForm
        token={token}
        onUnlocked={(next) => {
          storeProof(token, next);
          setProof(next);
        }}
      />
    );
  }
  return (
    <Box p="md" maw={1200} mx="auto">
      <Stack gap="sm">
        <SharedNotice expiresAt={link.data.expires_at} />
        <SharedContentView content={link.data.content} />
      </Stack>
    </Box>
  );
}

/**
 * /shared/{token}: a share link (issue 34 §6, decisions/0042) — a report or an overview as the
 * project's client users see it, for anyone holding the link, signed in or not, without the app's
 * header or menus, laid out as the item prints (A4).
 */
export default function SharedPage() {
  const { token } = useParams();
  useNoIndex();
  if (!token) return <NotFoundPage />;
  return <Shared key={token} token={token} />;
}

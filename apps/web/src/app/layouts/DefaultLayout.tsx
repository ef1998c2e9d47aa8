import '../../components/styles/signed-in.css';
import { AppShell, Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '../../components/Footer';
import { Header } from './header/Header';

const NAVBAR_WIDTH = 220;

/**
 * Header, optional side menu of the area, content, footer. Confirmations (modals.openConfirmModal)
 * are only asked in the signed-in areas, so their manager comes with this layout rather than with
 * the sign-in page.
 */
export function DefaultLayout({ sideMenu, children }: { sideMenu?: ReactNode; children?: ReactNode }) {
  const [opened, { toggle }] = useDisclosure(false);
  return (
    <ModalsProvider labels={{ confirm: 'OK', cancel: 'キャンセル' }}>
      <AppShell
        header={{ height: 52 }}
        footer={{ height: 36 }}
        navbar={sideMenu ? { width: NAVBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: !opened } } : undefined}
        padding="md"
      >
        <AppShell.Header className="no-print">
          {sideMenu ? (
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="メニュー"
              pos="absolute"
              left={8}
              top={14}
            />
          ) : null}
          <Header />
        </AppShell.Header>
        {sideMenu ? (
          <AppShell.Navbar p="xs" className="no-print">
            {sideMenu}
          </AppShell.Navbar>
        ) : null}
        <AppShell.Main>{children ?? <Outlet />}</AppShell.Main>
        <AppShell.Footer className="no-print">
          <Footer />
        </AppShell.Footer>
      </AppShell>
    </ModalsProvider>
  );
}

import { Divider, NavLink, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useLocation } from 'react-router';
import { PrefetchLink } from '../PrefetchLink';

export interface SideMenuItem {
  label: string;
  to: string;
  /** Highlight only on this exact path (area home pages). */
  exact?: boolean;
  /** Set apart from the items above: a way out of the area rather than one of its pages. */
  separated?: boolean;
}

function isActive(pathname: string, item: SideMenuItem): boolean {
  if (item.exact) return pathname === item.to || pathname === `${item.to}/`;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

/** The side menu of one area (admin, client, sales). */
export function SideMenu({ title, items }: { title: string; items: SideMenuItem[] }) {
  const { pathname } = useLocation();
  return (
    <Stack gap={2} component="nav" aria-label={title}>
      <Text size="xs" c="dimmed" fw={700} px="sm" pb={4}>
        {title}
      </Text>
      {items.map((item) => (
        <Fragment key={item.to}>
          {item.separated ? <Divider my={6} /> : null}
          <NavLink
            component={PrefetchLink}
            to={item.to}
            label={item.label}
            active={isActive(pathname, item)}
            variant="light"
          />
        </Fragment>
      ))}
    </Stack>
  );
}

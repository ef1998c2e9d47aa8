import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { Footer } from '../../components/Footer';

/** The layout without a header (product.md §2 layouts): sign-in, 403 and 404. */
export function BareLayout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }} bg="gray.0">
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <Box h={36}>
        <Footer />
      </Box>
    </Box>
  );
}

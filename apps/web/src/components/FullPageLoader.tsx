import { Center, Loader } from '@mantine/core';

export function FullPageLoader() {
  return (
    <Center h="100vh" aria-busy="true" aria-label="読み込み中">
      <Loader color="teal" />
    </Center>
  );
}

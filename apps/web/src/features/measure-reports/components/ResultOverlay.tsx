import { Overlay, Text } from '@mantine/core';
import { measureReportMessages } from '@kaizen/domain';
import classes from './measure-report.module.css';

/** Covers the result column until the verification is done (product.md §2.6): 検証後に反映されます. */
export function ResultOverlay() {
  return (
    <Overlay color="#fff" backgroundOpacity={0.88} blur={4} zIndex={2} radius="sm" center className={classes.overlay}>
      <Text fw={700} size="lg" c="dark.6" role="status">
        {measureReportMessages.overlay}
      </Text>
    </Overlay>
  );
}

import { Card, Stack, Text, Title } from '@mantine/core';
import { customerAnalysisMessages, isBlankPoint, type Owner } from '@kaizen/domain';
import { useEffect, useRef } from 'react';
import { RouteErrorContent } from '../../../../components/errors/RouteErrorPage';
import { useCustomerAnalysis, useInsertPoint } from '../../api/customer-analysis';
import { JourneyBoard } from './JourneyBoard';
import { PointTable } from './PointTable';
import classes from './journey.module.css';

/**
 * 顧客分析 (product.md §2.10): the customer journey of a project or a sales customer — the phases
 * across, what the company offers and what the customer wants to achieve in each, and the point rows
 * below with a blank row last to type the next one into. Editable in place where the prop and the
 * server's can_edit both allow it; read-only otherwise.
 */
export function CustomerAnalysisSection({ owner, canEdit: canEditProp }: { owner: Owner; canEdit: boolean }) {
  const analysis = useCustomerAnalysis(owner);
  const canEdit = canEditProp && analysis.data?.can_edit === true;
  const insert = useInsertPoint(owner);
  const { mutate: insertBlank } = insert;
  const asked = useRef(false);
  const hasBlank = analysis.data?.point_list.some(isBlankPoint) ?? true;

  // The blank row to type into: a board without one (new, or from before) gets it once.
  useEffect(() => {
    if (!canEdit || hasBlank || asked.current) return;
    asked.current = true;
    insertBlank(undefined);
  }, [canEdit, hasBlank, insertBlank]);

  return (
    <Card withBorder padding="md" radius="md" className={classes.section}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {customerAnalysisMessages.title}
        </Title>
        {analysis.isPending ? (
          <Text size="sm" c="dimmed">
            読み込み中…
          </Text>
        ) : analysis.error ? (
          <RouteErrorContent error={analysis.error} />
        ) : (
          <>
            <JourneyBoard owner={owner} analysis={analysis.data} canEdit={canEdit} />
            <Title order={3} fz="md">
              {customerAnalysisMessages.points}
            </Title>
            <PointTable owner={owner} analysis={analysis.data} canEdit={canEdit} />
          </>
        )}
      </Stack>
    </Card>
  );
}

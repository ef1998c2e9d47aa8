import { Badge, Button, Group, List, Loader, Modal, Radio, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { expectedUpliftText, type TreeTemplate } from '@kaizen/domain';
import { useState } from 'react';
import { useApplyTemplate, useTemplates } from '../../api/templates';

/** A template's tree as an outline: KPI › 課題 › 要因 › 仮説 › 施策 and 作業, as it will be added. */
function Outline({ template }: { template: TreeTemplate }) {
  return (
    <Stack gap="xs" aria-label={`「${template.name}」の内容`} role="group">
      <Text size="sm">
        よくあるKGI：<strong>{template.kgi}</strong>（プロジェクトのKGIは変わりません）
      </Text>
      <List size="sm" spacing={4} listStyleType="none">
        {template.kpis.map((kpi) => (
          <List.Item key={kpi.title}>
            <Badge size="xs" variant="outline" mr={6}>
              KPI
            </Badge>
            {kpi.title}
            <List withPadding size="sm" listStyleType="none">
              {kpi.tasks.map((task) => (
                <List.Item key={task.title}>
                  課題：{task.title}
                  <List withPadding size="sm" listStyleType="none">
                    {task.factors.map((factor) => (
                      <List.Item key={factor.title}>
                        要因：{factor.title}
                        <List withPadding size="sm" listStyleType="none">
                          {factor.hypotheses.map((hypothesis) => (
                            <List.Item key={hypothesis.title}>
                              仮説：{hypothesis.title}
                              <List withPadding size="sm" listStyleType="none">
                                {hypothesis.measures.map((measure) => (
                                  <List.Item key={measure.title}>
                                    施策：{measure.title}
                                    {measure.expected_uplift === undefined
                                      ? ''
                                      : `（${expectedUpliftText(measure.expected_uplift)}）`}
                                  </List.Item>
                                ))}
                                {(hypothesis.works ?? []).map((work) => (
                                  <List.Item key={work}>作業：{work}</List.Item>
                                ))}
                              </List>
                            </List.Item>
                          ))}
                        </List>
                      </List.Item>
                    ))}
                  </List>
                </List.Item>
              ))}
            </List>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/**
 * テンプレートから追加 (issue 36 §3): the team's templates, each previewed whole before it is used. The
 * chosen template's nodes join the tree as an import's would: what is already there under the same
 * parent and title stays, the rest is added (decisions/0047).
 */
export function TemplateDialog({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const templates = useTemplates(true);
  const apply = useApplyTemplate(projectId);
  const [chosen, setChosen] = useState<string | null>(null);
  const template = templates.data?.find((candidate) => candidate.key === chosen) ?? null;
  return (
    <Modal opened onClose={onClose} title="テンプレートから追加" size="xl">
      <Stack gap="md">
        {templates.isPending ? <Loader size="sm" aria-label="テンプレートを読み込み中" /> : null}
        {templates.data ? (
          <Radio.Group label="テンプレート" value={chosen} onChange={setChosen}>
            <Stack gap="xs" mt={4}>
              {templates.data.map((candidate) => (
                <Radio
                  key={candidate.key}
                  value={candidate.key}
                  label={candidate.name}
                  description={candidate.description}
                />
              ))}
            </Stack>
          </Radio.Group>
        ) : null}
        {template ? (
          <Stack gap={4}>
            <Title order={3} fz="sm">
              追加される内容
            </Title>
            <ScrollArea.Autosize mah={320} type="auto">
              <Outline template={template} />
            </ScrollArea.Autosize>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            テンプレートを選ぶと、追加される内容をここで確かめられます。
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            キャンセル
          </Button>
          <Button
            disabled={!template}
            loading={apply.isPending}
            onClick={() => {
              if (template) apply.mutate(template.key, { onSuccess: onClose });
            }}
          >
            ツリーに追加する
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

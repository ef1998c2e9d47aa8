import { Button, Group, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { DateInput, DatePickerInput } from '@mantine/dates';
import {
  levelsForRank,
  measureSavePayload,
  nodeKindLabels,
  rankOf,
  type HypothesisNode,
  type KpiNode,
  type MasterItem,
  type MeasureNode,
  type NodeKind,
  type TaskNode,
} from '@kaizen/domain';
import dayjs from 'dayjs';
import { useState } from 'react';
import { NumberField } from '../../../components/NumberField';
import { editKeys } from '../../../lib/ime';
import { useManagement } from '../context';
import { RankSelect } from '../editors/RankSelect';
import type { AnyNode } from './visible-rows';

const toDate = (v: string | null) => (v ? dayjs(v).toDate() : null);
const toIso = (v: Date | string | null) => (v ? dayjs(v).format('YYYY-MM-DD') : '');
const options = (items: MasterItem[]) => items.map((i) => ({ value: String(i.id), label: i.name }));
const idOf = (value: string | null) => (value === null ? null : Number(value));
const str = (value: number | null) => (value === null ? null : String(value));

type Draft = Record<string, string | number | null | boolean>;

function initialDraft(kind: NodeKind, node: AnyNode): Draft {
  switch (kind) {
    case 'kpi': {
      const k = node as KpiNode;
      return { title: k.title, current: k.current.text, detail: k.detail.text, status: k.status, deadLine: k.deadLine };
    }
    case 'task': {
      const t = node as TaskNode;
      return { title: t.title, status: t.status, deadLine: t.deadLine, link: t.link ?? '' };
    }
    case 'hypothesis': {
      const h = node as HypothesisNode;
      return { title: h.title, category: h.category, hypothesis_status: h.hypothesis_status };
    }
    case 'measure': {
      const m = node as MeasureNode;
      return {
        title: m.title,
        status: m.status,
        importance: m.importance,
        urgency: m.urgency,
        priority: m.priority,
        verification: m.verification,
        start: m.verification_start_date,
        end: m.verification_end_date,
        is_show: m.is_show === 1,
        conversion_rate: m.conversion_rate,
      };
    }
    default:
      return { title: node.title };
  }
}

type Value = Draft[string] | undefined;
const num = (v: Value) => (typeof v === 'number' ? v : null);
const text = (v: Value) => (typeof v === 'string' ? v : '');

/** The fields each kind saves, under the spec's names (spec §7 create_* bodies). */
function payload(kind: NodeKind, d: Draft, canChangeVisibility: boolean): Record<string, unknown> {
  const title = text(d.title).trim();
  switch (kind) {
    case 'kpi':
      return {
        kpi: title,
        current_figure: text(d.current),
        kpi_detail: text(d.detail),
        status: num(d.status),
        dead_line: text(d.deadLine),
      };
    case 'task':
      return { task: title, status: num(d.status), dead_line: text(d.deadLine), link: text(d.link).trim() };
    case 'factor':
      return { factor: title };
    case 'hypothesis':
      return { hypothesis: title, category: num(d.category), hypothesis_status: num(d.hypothesis_status) };
    case 'measure':
      return {
        ...measureSavePayload({
          measure: title,
          status: num(d.status),
          importance: num(d.importance),
          urgency: num(d.urgency),
          priority: num(d.priority),
          verification: num(d.verification),
          verification_start_date: text(d.start) || null,
          verification_end_date: text(d.end) || null,
          conversion_rate: num(d.conversion_rate),
        }),
        ...(canChangeVisibility ? { is_show: d.is_show ? 1 : 0 } : {}),
      };
    case 'work':
      return { work: title };
  }
}

/** Edit mode of one node: every field of its kind, saved together; edit mode ends once the server has saved. */
export function NodeEditForm({ kind, node, onDone }: { kind: NodeKind; node: AnyNode; onDone: () => void }) {
  const { info, saveNode } = useManagement();
  const [draft, setDraft] = useState<Draft>(() => initialDraft(kind, node));
  const [saving, setSaving] = useState(false);
  const set = (patch: Draft) => setDraft((d) => ({ ...d, ...patch }));
  const empty = text(draft.title).trim() === '';

  const save = async () => {
    // Empty required text is not saved (spec §5).
    if (empty || saving) return;
    setSaving(true);
    try {
      await saveNode(kind, node.id, payload(kind, draft, info.permissions.can_change_visibility));
      onDone();
    } catch {
      // 編集に失敗しました has been shown; the form stays as typed.
    } finally {
      setSaving(false);
    }
  };

  const label = nodeKindLabels[kind];
  const select = (name: string, fieldLabel: string, items: MasterItem[]) => (
    <Select
      size="xs"
      label={fieldLabel}
      data={options(items)}
      value={str(num(draft[name]))}
      onChange={(v) => set({ [name]: idOf(v) })}
      clearable
      comboboxProps={{ withinPortal: true }}
    />
  );

  return (
    <Stack gap="xs" py={4} aria-label={`${label}の編集`} role="group">
      <TextInput
        size="xs"
        label={label}
        value={text(draft.title)}
        autoFocus
        onChange={(e) => set({ title: e.currentTarget.value })}
        onKeyDown={editKeys({ onEnter: () => void save(), onEscape: onDone })}
      />
      {kind === 'kpi' ? (
        <>
          <Textarea
            size="xs"
            label="現状"
            autosize
            minRows={1}
            value={text(draft.current)}
            onChange={(e) => set({ current: e.currentTarget.value })}
          />
          <Textarea
            size="xs"
            label="詳細"
            autosize
            minRows={1}
            value={text(draft.detail)}
            onChange={(e) => set({ detail: e.currentTarget.value })}
          />
        </>
      ) : null}
      {kind === 'kpi' || kind === 'task' ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {select('status', 'ステータス', info.status)}
          <DateInput
            size="xs"
            label="期限"
            valueFormat="YYYY/MM/DD"
            clearable
            value={toDate(text(draft.deadLine) || null)}
            onChange={(v) => set({ deadLine: toIso(v) })}
          />
        </SimpleGrid>
      ) : null}
      {kind === 'task' ? (
        <TextInput
          size="xs"
          label="リンク"
          placeholder="https://"
          value={text(draft.link)}
          onChange={(e) => set({ link: e.currentTarget.value })}
        />
      ) : null}
      {kind === 'hypothesis' ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {select('category', 'カテゴリー', info.category)}
          {select('hypothesis_status', '仮説ステータス', info.hypothesis_status)}
        </SimpleGrid>
      ) : null}
      {kind === 'measure' ? (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
            {select('status', 'ステータス', info.measure_status)}
            {select('importance', '重要度', info.master_importance)}
            {select('urgency', '緊急度', info.master_urgency)}
            {select('priority', '優先度', info.master_priority)}
          </SimpleGrid>
          <Group gap="md" align="flex-end">
            <div>
              <div style={{ fontSize: 12, fontWeight: 500, marginBottom: 2 }}>ランク</div>
              <RankSelect
                label="ランク"
                value={rankOf(num(draft.importance), num(draft.urgency))}
                onSave={(rank) => set(levelsForRank(rank))}
              />
            </div>
            {select('verification', '検証方法', info.master_verification)}
            <DatePickerInput
              type="range"
              size="xs"
              label="検証期間"
              valueFormat="YYYY/MM/DD"
              clearable
              allowSingleDateInRange
              value={[toDate(text(draft.start) || null), toDate(text(draft.end) || null)]}
              onChange={([from, to]) => set({ start: toIso(from), end: toIso(to) })}
              miw={200}
            />
            <NumberField
              size="xs"
              label="CVR（%）"
              value={num(draft.conversion_rate)}
              onChange={(v) => set({ conversion_rate: v })}
              w={100}
            />
            {info.permissions.can_change_visibility ? (
              <Switch
                size="xs"
                label="クライアントに表示"
                checked={Boolean(draft.is_show)}
                onChange={(e) => set({ is_show: e.currentTarget.checked })}
              />
            ) : null}
          </Group>
        </>
      ) : null}
      <Group gap="xs" justify="flex-end">
        <Button size="compact-xs" variant="default" onClick={onDone} disabled={saving}>
          キャンセル
        </Button>
        <Button size="compact-xs" onClick={() => void save()} loading={saving} disabled={empty}>
          保存
        </Button>
      </Group>
    </Stack>
  );
}

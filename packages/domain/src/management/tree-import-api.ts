import { csvRowErrorSchema } from '../common/csv.js';
import { idSchema } from '../common/ids.js';
import { z } from '../common/zod.js';
import { importLevels } from './tree-import-types.js';

/** A workbook of ten thousand rows is about 1 MB; a file far past it is no tree. */
export const TREE_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const TREE_IMPORT_MAX_ROWS = 20_000;
/** The preview lists this many of the nodes it creates or changes; the counts cover all. */
export const TREE_IMPORT_PREVIEW_ITEMS = 300;

export const treeImportFileMessages = {
  missing: 'ファイルを選んでください',
  tooLarge: 'ファイルは10MB以下にしてください',
  unreadable: 'ExcelファイルかCSVファイルを選んでください',
  tooMany: `一度に取り込めるのは${TREE_IMPORT_MAX_ROWS.toLocaleString('en-US')}行までです。ファイルを分けてください`,
  empty: 'ファイルにデータの行がありません',
  staffOnly: 'ツリーを取り込めるのは運営会社の担当者だけです',
  hasErrors:
    'ファイルに直す必要のある行があるため、何も取り込んでいません。エラーの行を直してからもう一度お試しください',
  preview: (nodes: number) => `${nodes.toLocaleString('en-US')}件を取り込めます。内容を確かめてから取り込んでください`,
  nothing: 'ツリーはすでにファイルと同じです。取り込む変更はありません',
  imported: (nodes: number) => `${nodes.toLocaleString('en-US')}件を取り込みました`,
} as const;

/** POST managements/import_tree?project_id=: the project the tree goes into, checked before the body is read. */
export const importTreeQuerySchema = z.object({ project_id: idSchema });

export const importTreeFieldsSchema = z.object({
  dry_run: z.enum(['0', '1'], { error: 'dry_runは0か1で指定してください' }).default('1'),
});

const countsSchema = z.object({ create: z.number().int(), update: z.number().int(), unchanged: z.number().int() });

export const treeImportItemSchema = z.object({
  line: z.number().int(),
  level: z.enum(importLevels),
  title: z.string(),
  action: z.enum(['create', 'update']),
  /** The headings of the columns an update changes; empty for a create. */
  changes: z.array(z.string()),
});
export type TreeImportItem = z.infer<typeof treeImportItemSchema>;

export const importTreeResponseSchema = z.object({
  rows: z.number().int(),
  counts: z.object(
    Object.fromEntries(importLevels.map((level) => [level, countsSchema])) as {
      [L in (typeof importLevels)[number]]: typeof countsSchema;
    },
  ),
  items: z.array(treeImportItemSchema),
  errors: z.array(csvRowErrorSchema),
  saved: z.boolean(),
  message: z.string(),
});
export type ImportTreeResponse = z.infer<typeof importTreeResponseSchema>;

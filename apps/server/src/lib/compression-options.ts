import { constants } from 'node:zlib';

/**
 * Answers above 1 KiB are compressed with brotli or gzip, as the browser accepts. Brotli's own
 * default, quality 11, is meant for files compressed once; on a 4 MB tree answer it costs seconds of
 * CPU, while quality 4 is about as fast as gzip and still smaller. zstd is left out: Node offers it
 * only from 22.15, and the same request should get the same answer on every supported Node.
 */
export const answerCompression = {
  threshold: 1024,
  encodings: ['br' as const, 'gzip' as const],
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
};

/**
 * The management page's whole tree as columns (tree_columns): megabytes of JSON, on the 21,220-node
 * project 2.4 MB. Through the compression stream brotli quality 4 took 23–28 ms for 57 KB, quality 2
 * takes 13–16 ms for 63 KB; gzip's default (level 6) 21–24 ms for 127 KB, level 3 12–14 ms for 133 KB.
 * Ten milliseconds on every visit weigh more than 6 KB on an office line. change_view keeps quality 4:
 * its nested rows repeat every field name, which quality 2 finds much less of (205 → 341 KB).
 * A route's options replace the plugin's, so these start from the same ones.
 */
export const treeColumnsCompression = {
  ...answerCompression,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } },
  zlibOptions: { level: 3 },
};

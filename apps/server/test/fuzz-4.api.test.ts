// Shard 4 of the fuzz suite (fuzz-suite.ts): every FUZZ_SHARDS-th route of the router.
import { fuzzShard } from './fuzz-suite.js';

await fuzzShard(4);

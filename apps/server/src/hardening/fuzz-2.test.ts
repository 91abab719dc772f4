import { describeFuzzShard } from './fuzz.ts';

describeFuzzShard(1, 3);

import { describeFuzzShard } from './fuzz.ts';

describeFuzzShard(0, 3);

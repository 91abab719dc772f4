import { describeFuzzShard } from './fuzz.ts';

describeFuzzShard(2, 3);

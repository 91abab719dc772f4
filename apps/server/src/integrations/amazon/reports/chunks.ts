/**
 * Reads chunks from `source` until `enough(head)` is true or the source ends, for a look at the
 * start of a stream before deciding how to read it. `all` then yields the whole stream again, the
 * chunks read first and then the rest, pulled only as they are asked for.
 */
export async function peek<T>(
  source: AsyncIterable<T>,
  enough: (head: readonly T[]) => boolean,
): Promise<{ head: T[]; all: AsyncGenerator<T> }> {
  const iterator = source[Symbol.asyncIterator]();
  const head: T[] = [];
  let ended = false;
  while (!enough(head)) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
  }
  return { head, all: replay(head, iterator, ended) };
}

async function* replay<T>(head: T[], iterator: AsyncIterator<T>, ended: boolean): AsyncGenerator<T> {
  let finished = ended;
  try {
    yield* head;
    while (!finished) {
      const next = await iterator.next();
      if (next.done) finished = true;
      else yield next.value;
    }
  } finally {
    // A reader that stops early closes the source (a download, a file) instead of leaving it open.
    if (!finished) await iterator.return?.();
  }
}

export const byteLength = (chunks: readonly Uint8Array[]): number =>
  chunks.reduce((total, chunk) => total + chunk.length, 0);

export const asBuffer = (chunk: Buffer | Uint8Array): Buffer =>
  Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);

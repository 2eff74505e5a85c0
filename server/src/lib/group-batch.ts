/**
 * Calls of one moment sent to PostgreSQL together (group commit). The first call goes at once;
 * those that arrive while its statement is in flight wait for it and then go together in the
 * next one. Under exam load a call then costs a share of one round trip and one PostgreSQL
 * wake-up (and, for a write, one commit) instead of each; alone, it goes as soon as it comes
 * (bench/README.md, "Issue 17, sixth pass" and "seventh pass").
 */
export interface GroupBatchOptions<Req, Res> {
  /** One statement for the whole batch; its results in the batch's order. */
  send(batch: Req[]): Promise<Res[]>;
  /** At most this many calls per statement. */
  maxBatch: number;
  /**
   * Calls with the same key never share a statement: they go one after the other, in the order
   * they came (e.g. two saves of one attempt). Without it any calls may share one.
   */
  keyOf?(request: Req): string;
}

type Waiting<Req, Res> = { request: Req; resolve: (r: Res) => void; reject: (e: unknown) => void };

export class GroupBatcher<Req, Res> {
  private readonly waiting: Waiting<Req, Res>[] = [];
  private sending = false;

  constructor(private readonly o: GroupBatchOptions<Req, Res>) {}

  add(request: Req): Promise<Res> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ request, resolve, reject });
      if (!this.sending) void this.sendAll();
    });
  }

  private async sendAll(): Promise<void> {
    this.sending = true;
    try {
      while (this.waiting.length > 0) await this.send(this.nextBatch());
    } finally {
      this.sending = false;
    }
  }

  /** The oldest waiting calls, at most one per key; the others keep their place. */
  private nextBatch(): Waiting<Req, Res>[] {
    const { keyOf, maxBatch } = this.o;
    if (!keyOf) return this.waiting.splice(0, maxBatch);
    const batch: Waiting<Req, Res>[] = [];
    const keys = new Set<string>();
    for (let i = 0; i < this.waiting.length && batch.length < maxBatch; ) {
      const w = this.waiting[i]!;
      const key = keyOf(w.request);
      if (keys.has(key)) {
        i++;
        continue;
      }
      keys.add(key);
      batch.push(w);
      this.waiting.splice(i, 1);
    }
    return batch;
  }

  private async send(batch: Waiting<Req, Res>[]): Promise<void> {
    try {
      const results = await this.o.send(batch.map((w) => w.request));
      for (const [i, w] of batch.entries()) w.resolve(results[i]!);
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      // One caller's error must not fail the others': each goes again alone.
      for (const w of batch) await this.send([w]);
    }
  }
}

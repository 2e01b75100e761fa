interface Part<K extends string> {
  readonly kind: K;
}

interface FollowOptions<K extends string, P extends Part<K>> {
  /** The registered parts (motionParts), and their changes. */
  source: { getSnapshot(): readonly P[]; subscribe(listener: () => void): () => void };
  /** The kinds in the order they are attached: a kind's waiting parts take one task, the next kind the next. */
  order: readonly K[];
  /** Attaches a part; returns its detach. */
  attach(part: P): () => void;
  /** Runs `run` in a later task. */
  later(run: () => void): void;
  /** Whether parts are waiting to be attached: false once every registered part is. */
  pending(waiting: boolean): void;
}

/**
 * Keeps every registered part attached for as long as it is registered: one already there when
 * this starts and one registered later alike. A part that leaves is detached at once (its page is
 * going; nothing of it may outlive it); new parts are attached in later tasks, one kind per task,
 * so attaching never holds the main thread for long. Returns the stop, which detaches them all.
 */
export function followParts<K extends string, P extends Part<K>>({ source, order, attach, later, pending }: FollowOptions<K, P>) {
  const attached = new Map<P, () => void>();
  let queued = false;
  let stopped = false;
  const waiting = () => source.getSnapshot().filter((p) => !attached.has(p) && order.includes(p.kind));

  const step = () => {
    queued = false;
    if (stopped) return;
    const parts = waiting();
    const kind = order.find((k) => parts.some((p) => p.kind === k));
    for (const part of parts) if (part.kind === kind) attached.set(part, attach(part));
    if (waiting().length > 0) queue();
    else pending(false);
  };
  const queue = () => {
    if (queued) return;
    queued = true;
    later(step);
  };
  const sync = () => {
    const now = new Set(source.getSnapshot());
    for (const [part, detach] of attached) {
      if (now.has(part)) continue;
      attached.delete(part);
      detach();
    }
    const some = waiting().length > 0;
    pending(some);
    if (some) queue();
  };

  const unsubscribe = source.subscribe(sync);
  sync();
  return () => {
    stopped = true;
    unsubscribe();
    for (const detach of [...attached.values()].reverse()) detach();
    attached.clear();
  };
}

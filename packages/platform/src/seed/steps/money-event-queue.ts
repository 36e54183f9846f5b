/** Something that happens to the money at a moment; ties keep the order they were scheduled in. */
export interface MoneyEvent {
  at: Date;
  run(): void;
}

interface Queued extends MoneyEvent {
  sequence: number;
}

const before = (a: Queued, b: Queued) => a.at.getTime() - b.at.getTime() || a.sequence - b.sequence;

/** The events of a money history in time order: a binary heap, so a year of a large division stays cheap. */
export class MoneyEventQueue {
  private readonly heap: Queued[] = [];
  private scheduled = 0;

  get size(): number {
    return this.heap.length;
  }

  schedule(at: Date, run: () => void): void {
    this.heap.push({ at, run, sequence: this.scheduled++ });
    let index = this.heap.length - 1;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (before(this.heap[parent] as Queued, this.heap[index] as Queued) <= 0) break;
      this.swap(index, parent);
      index = parent;
    }
  }

  /** The earliest event, taken off the queue. */
  next(): MoneyEvent | undefined {
    const first = this.heap[0];
    const last = this.heap.pop();
    if (!first || !last || this.heap.length === 0) return first;
    this.heap[0] = last;
    let index = 0;
    for (;;) {
      const left = index * 2 + 1;
      const right = left + 1;
      let earliest = index;
      if (left < this.heap.length && before(this.heap[left] as Queued, this.heap[earliest] as Queued) < 0) {
        earliest = left;
      }
      if (right < this.heap.length && before(this.heap[right] as Queued, this.heap[earliest] as Queued) < 0) {
        earliest = right;
      }
      if (earliest === index) return first;
      this.swap(index, earliest);
      index = earliest;
    }
  }

  private swap(a: number, b: number): void {
    const item = this.heap[a] as Queued;
    this.heap[a] = this.heap[b] as Queued;
    this.heap[b] = item;
  }
}

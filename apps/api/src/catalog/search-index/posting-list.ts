/**
 * The products (by slot number) that hold one lexeme, in ascending slot order, each with the score the
 * lexeme gives that product's rank (ts-rank.ts). Typed arrays that double when full: at a million products
 * the lists hold tens of millions of entries, and plain arrays of numbers would take twice the memory.
 */
export class PostingList {
  slots: Int32Array;
  scores: Float32Array;
  length = 0;

  constructor(capacity = 4) {
    this.slots = new Int32Array(capacity);
    this.scores = new Float32Array(capacity);
  }

  /** Slots only ever grow (a changed product gets a new one), so appending keeps the list sorted. */
  push(slot: number, score: number): void {
    if (this.length === this.slots.length) {
      const slots = new Int32Array(this.length * 2);
      slots.set(this.slots);
      this.slots = slots;
      const scores = new Float32Array(this.length * 2);
      scores.set(this.scores);
      this.scores = scores;
    }
    this.slots[this.length] = slot;
    this.scores[this.length] = score;
    this.length++;
  }

  /** Gives back the room doubling left unused, once a build is complete. */
  trim(): void {
    if (this.slots.length === this.length) return;
    this.slots = this.slots.slice(0, this.length);
    this.scores = this.scores.slice(0, this.length);
  }

  get bytes(): number {
    return this.slots.byteLength + this.scores.byteLength;
  }
}

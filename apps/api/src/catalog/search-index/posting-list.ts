/**
 * The products (by slot number) that hold one lexeme, in ascending slot order, each with the score the
 * lexeme gives that product's rank (ts-rank.ts) when the list is ranked. Typed arrays that double when
 * full: at a million products the lists hold tens of millions of entries.
 *
 * A score is kept as a 2-byte code into a table shared by every list (the scores a lexeme's positions
 * can give are few: a word once in the name, twice in the description …), which takes a posting from
 * 8 bytes to 6.
 */
export class ScoreTable {
  private readonly values: number[] = [];
  private readonly codes = new Map<number, number>();

  code(score: number): number {
    let code = this.codes.get(score);
    if (code === undefined) {
      // A 65,536th distinct score would need positions no product text has; ranking would lose exactness.
      if (this.values.length === 0xffff)
        throw new Error('search index: more distinct rank scores than codes');
      code = this.values.length;
      this.values.push(score);
      this.codes.set(score, code);
    }
    return code;
  }

  score(code: number): number {
    return this.values[code] ?? 0;
  }
}

export class PostingList {
  slots: Int32Array;
  /** Score codes (ScoreTable), or null for a list that is only matched, never ranked (names). */
  codes: Uint16Array | null;
  length = 0;

  constructor(ranked: boolean, capacity = 4) {
    this.slots = new Int32Array(capacity);
    this.codes = ranked ? new Uint16Array(capacity) : null;
  }

  /** Slots only ever grow (a changed product gets a new one), so appending keeps the list sorted. */
  push(slot: number, code = 0): void {
    if (this.length === this.slots.length) {
      const slots = new Int32Array(this.length * 2);
      slots.set(this.slots);
      this.slots = slots;
      if (this.codes) {
        const codes = new Uint16Array(this.length * 2);
        codes.set(this.codes);
        this.codes = codes;
      }
    }
    this.slots[this.length] = slot;
    if (this.codes) this.codes[this.length] = code;
    this.length++;
  }

  /** Gives back the room doubling left unused, once a build is complete. */
  trim(): void {
    if (this.slots.length === this.length) return;
    this.slots = this.slots.slice(0, this.length);
    this.codes = this.codes?.slice(0, this.length) ?? null;
  }

  get bytes(): number {
    return this.slots.byteLength + (this.codes?.byteLength ?? 0);
  }
}

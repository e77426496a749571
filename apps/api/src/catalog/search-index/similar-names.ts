/**
 * Product names similar to a text as pg_trgm finds them: `text <% lower(name)`, word_similarity of at least
 * pg_trgm.word_similarity_threshold (0.6 by default), ranked by word_similarity. search-terms.ts plans such a
 * search (`similar-name`) when none of a text's words is known or can be corrected ("kamee", "jeen"); as a
 * statement it read thousands of names through the trigram index and took 5–45 ms at 100,000 products, the
 * slowest requests of the typeahead.
 *
 * A name is held as the sequence of its words (runs of letters and digits, lower-cased: pg_trgm's words),
 * each word once in the vocabulary with its padded trigrams, so a million names cost a few words each
 * rather than a string and every trigram. A text's candidates are the names whose words hold at least 0.6 of
 * its trigrams (word_similarity cannot exceed that share); their similarity is worked out as
 * calc_word_similarity and iterate_word_similarity do it (contrib/pg_trgm/trgm_op.c), in single precision.
 *
 * Exact for texts of ASCII characters. What a letter is beyond ASCII is the database's LC_CTYPE's to say:
 * under C (PGlite's) every other character parts words, as here; under another locale (C.UTF-8, en_IN.UTF-8)
 * a name with letters beyond ASCII ("Lakmé") has words and trigrams this cannot reproduce. `similarTo` gives
 * null (the statement decides) for a text of other characters, for a text of more than MASK_BITS trigrams,
 * and when a name of such letters could be similar.
 */

/** pg_trgm.word_similarity_threshold's default, the `<%` operator's bound (a double, compared to a float4). */
export const WORD_SIMILARITY_THRESHOLD = 0.6;
/** A text's trigrams are marked by the bits of one 32-bit mask. */
const MASK_BITS = 32;

const WORD = /[a-z0-9]+/g;
/** A letter, digit or mark beyond ASCII: part of a word under a locale other than C. */
const OTHER_LETTER = /(?!\p{ASCII})[\p{L}\p{N}\p{M}]/u;

export interface SimilarName {
  slot: number;
  /** word_similarity(text, lower(name)), a float4 value. */
  similarity: number;
}

export class SimilarNames {
  /** @param localeLetters the database's LC_CTYPE is not C or POSIX: letters beyond ASCII make words. */
  constructor(private readonly localeLetters: boolean) {}

  private capacity = 0;
  /** Per slot: where its words start in `nameWords`, how many there are, and whether only SQL can tell. */
  private nameStart = new Int32Array(0);
  private nameLength = new Int32Array(0);
  private otherScript = new Uint8Array(0);
  private nameWords = new Int32Array(1024);
  private nameWordsLength = 0;
  /** Per slot: whether one search has met it yet (scratch). */
  private seen = new Uint8Array(0);
  private touched = new Int32Array(0);

  private readonly wordNumber = new Map<string, number>();
  /** Per word: its padded trigrams in order (numbers of `trigramNumber`), and the slots whose name has it. */
  private readonly wordTrigrams: Int32Array[] = [];
  private readonly wordSlots: Array<{ slots: Int32Array; length: number }> = [];
  private readonly trigramNumber = new Map<string, number>();
  /** Per trigram: the words holding it. */
  private readonly trigramWords: number[][] = [];
  /** Per word: the bits of the text's trigrams it holds (scratch of one search, zero between searches). */
  private wordMask = new Uint32Array(1024);
  /** Scratch of iterate_word_similarity: the last position of each trigram in the extent, or -1. */
  private lastPosition = new Int32Array(0);
  /** Per trigram: 1 when the text of the search has it (scratch, zero between searches). */
  private wantedTrigram = new Uint8Array(0);
  /** Scratch: a name's trigrams in order. */
  private positions = new Int32Array(256);

  /** Bytes held by the typed arrays (the vocabulary's maps come on top). */
  get arrayBytes(): number {
    let bytes = this.capacity * (4 + 4 + 1 + 1 + 4) + this.nameWords.byteLength;
    for (const list of this.wordSlots) bytes += list.slots.byteLength;
    for (const trigrams of this.wordTrigrams) bytes += trigrams.byteLength;
    return bytes;
  }

  /** Notes a slot's name; a slot is put once (a product that changes takes a new one). */
  put(slot: number, name: string): void {
    if (slot >= this.capacity) this.grow(slot + 1);
    const ascii = isAscii(name);
    // Under C, lower() and pg_trgm fold ASCII letters only, and every other character parts words.
    const lower = ascii ? name.toLowerCase() : name.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
    this.otherScript[slot] = !ascii && this.localeLetters && OTHER_LETTER.test(name) ? 1 : 0;
    this.nameStart[slot] = this.nameWordsLength;
    let length = 0;
    for (const [word] of lower.matchAll(WORD)) {
      const number = this.numberOf(word);
      if (this.nameWordsLength === this.nameWords.length) {
        const wider = new Int32Array(Math.max(1024, this.nameWords.length * 2));
        wider.set(this.nameWords);
        this.nameWords = wider;
      }
      this.nameWords[this.nameWordsLength++] = number;
      length++;
      const list = this.wordSlots[number];
      // A word twice in one name is listed once.
      if (!list || (list.length > 0 && list.slots[list.length - 1] === slot)) continue;
      if (list.length === list.slots.length) {
        const wider = new Int32Array(Math.max(8, list.length * 2));
        wider.set(list.slots);
        list.slots = wider;
      }
      list.slots[list.length++] = slot;
    }
    this.nameLength[slot] = length;
  }

  /** Once a build has put every name: gives back the room the lists grew into. */
  seal(): void {
    this.nameWords = this.nameWords.slice(0, this.nameWordsLength);
    for (const list of this.wordSlots) list.slots = list.slots.slice(0, list.length);
  }

  /**
   * The live slots whose name is word-similar to the text, with their similarity; null when only the
   * statement can tell (see above). `isLive` leaves out slots of products that changed or went.
   */
  similarTo(text: string, isLive: (slot: number) => boolean): SimilarName[] | null {
    if (!isAscii(text)) return null;
    const distinct = new Set<string>();
    for (const [word] of text.toLowerCase().matchAll(WORD)) {
      for (const trigram of paddedTrigrams(word)) distinct.add(trigram);
    }
    // ulen1 of pg_trgm: the text's distinct trigrams, counting those no name has.
    const textTrigrams = distinct.size;
    if (textTrigrams === 0) return [];
    const wanted = new Map<number, number>(); // trigram number → its bit in the masks
    for (const trigram of distinct) {
      const number = this.trigramNumber.get(trigram);
      if (number !== undefined) wanted.set(number, wanted.size);
    }
    // A name holding fewer of the text's trigrams than this cannot reach the threshold.
    let needed = 1;
    while (Math.fround(needed / textTrigrams) < WORD_SIMILARITY_THRESHOLD) needed++;
    if (wanted.size < needed) return [];
    if (wanted.size > MASK_BITS) return null;

    // Each word's share of the text's trigrams, as bits; a name holds the union of its words'.
    const { wordMask, wantedTrigram } = this;
    for (const trigram of wanted.keys()) wantedTrigram[trigram] = 1;
    const cost: Array<{ trigram: number; slots: number }> = [];
    for (const [trigram, bit] of wanted) {
      let slots = 0;
      for (const word of this.trigramWords[trigram] ?? []) {
        wordMask[word] = (wordMask[word] ?? 0) | (1 << bit);
        slots += this.wordSlots[word]?.length ?? 0;
      }
      cost.push({ trigram, slots });
    }
    // A name holding `needed` of the text's trigrams holds one of any (wanted − needed + 1) of them: the
    // candidates come from the rarest ones only ("jee", "een"), not from "  j" that thousands of names have.
    cost.sort((a, b) => a.slots - b.slots);
    const { seen, touched } = this;
    let count = 0;
    for (const { trigram } of cost.slice(0, wanted.size - needed + 1)) {
      for (const word of this.trigramWords[trigram] ?? []) {
        const list = this.wordSlots[word];
        if (!list) continue;
        const { slots, length } = list;
        for (let i = 0; i < length; i++) {
          const slot = slots[i] ?? 0;
          if (seen[slot] === 1) continue;
          seen[slot] = 1;
          touched[count++] = slot;
        }
      }
    }
    const found: SimilarName[] = [];
    let undecided = false;
    for (let i = 0; i < count; i++) {
      const slot = touched[i] ?? 0;
      seen[slot] = 0;
      if (bitCount(this.maskOf(slot)) < needed || !isLive(slot)) continue;
      if (this.otherScript[slot] === 1) {
        undecided = true;
        continue;
      }
      const similarity = this.wordSimilarity(textTrigrams, slot);
      if (similarity >= WORD_SIMILARITY_THRESHOLD) found.push({ slot, similarity });
    }
    for (const trigram of wanted.keys()) {
      wantedTrigram[trigram] = 0;
      for (const word of this.trigramWords[trigram] ?? []) wordMask[word] = 0;
    }
    return undecided ? null : found;
  }

  /** The bits of the text's trigrams the slot's name holds. */
  private maskOf(slot: number): number {
    const { nameWords, wordMask } = this;
    let mask = 0;
    const start = this.nameStart[slot] ?? 0;
    const end = start + (this.nameLength[slot] ?? 0);
    for (let w = start; w < end; w++) mask |= wordMask[nameWords[w] ?? 0] ?? 0;
    return mask;
  }

  /**
   * iterate_word_similarity over the name's trigrams in order: the best float4 count ÷ (ulen1 + ulen2 −
   * count) of any stretch of the name, where ulen2 counts the stretch's distinct trigrams and count those the
   * text has. Written as pg_trgm writes it, so ties and rounding fall the same way.
   */
  private wordSimilarity(ulen1: number, slot: number): number {
    const start = this.nameStart[slot] ?? 0;
    const end = start + (this.nameLength[slot] ?? 0);
    let length = 0;
    for (let w = start; w < end; w++) length += this.wordTrigrams[this.nameWords[w] ?? 0]?.length ?? 0;
    if (this.positions.length < length) this.positions = new Int32Array(length * 2);
    const { positions, wantedTrigram } = this;
    let at = 0;
    for (let w = start; w < end; w++) {
      const trigrams = this.wordTrigrams[this.nameWords[w] ?? 0];
      if (trigrams) positions.set(trigrams, at);
      at += trigrams?.length ?? 0;
    }
    const lastpos = this.lastPosition;
    for (let i = 0; i < length; i++) lastpos[positions[i] ?? 0] = -1;
    const found = (trigram: number) => wantedTrigram[trigram] === 1;
    let ulen2 = 0;
    let count = 0;
    let upper = -1;
    let lower = -1;
    let best = 0;
    for (let i = 0; i < length; i++) {
      const trigram = positions[i] ?? 0;
      if (lower >= 0 || found(trigram)) {
        if ((lastpos[trigram] ?? -1) < 0) {
          ulen2++;
          if (found(trigram)) count++;
        }
        lastpos[trigram] = i;
      }
      if (!found(trigram)) continue;
      upper = i;
      if (lower === -1) {
        lower = i;
        ulen2 = 1;
      }
      let current = similarity(count, ulen1, ulen2);
      let tmpCount = count;
      let tmpUlen2 = ulen2;
      const previousLower = lower;
      for (let tmpLower = lower; tmpLower <= upper; tmpLower++) {
        const tmp = similarity(tmpCount, ulen1, tmpUlen2);
        if (tmp > current) {
          current = tmp;
          ulen2 = tmpUlen2;
          lower = tmpLower;
          count = tmpCount;
        }
        const at = positions[tmpLower] ?? 0;
        if (lastpos[at] === tmpLower) {
          tmpUlen2--;
          if (found(at)) tmpCount--;
        }
      }
      best = Math.max(best, current);
      for (let tmpLower = previousLower; tmpLower < lower; tmpLower++) {
        const at = positions[tmpLower] ?? 0;
        if (lastpos[at] === tmpLower) lastpos[at] = -1;
      }
    }
    return best;
  }

  private numberOf(word: string): number {
    let number = this.wordNumber.get(word);
    if (number !== undefined) return number;
    number = this.wordTrigrams.length;
    this.wordNumber.set(word, number);
    const trigrams = paddedTrigrams(word).map((trigram) => {
      let t = this.trigramNumber.get(trigram);
      if (t === undefined) {
        t = this.trigramWords.length;
        this.trigramNumber.set(trigram, t);
        this.trigramWords.push([]);
      }
      const holders = this.trigramWords[t];
      if (holders && holders.at(-1) !== number) holders.push(number);
      return t;
    });
    this.wordTrigrams.push(Int32Array.from(trigrams));
    this.wordSlots.push({ slots: new Int32Array(0), length: 0 });
    if (this.wordMask.length <= number) {
      const wider = new Uint32Array(this.wordMask.length * 2);
      wider.set(this.wordMask);
      this.wordMask = wider;
    }
    if (this.lastPosition.length < this.trigramWords.length) {
      this.lastPosition = new Int32Array(Math.max(1024, this.trigramWords.length * 2));
      this.wantedTrigram = new Uint8Array(this.lastPosition.length);
    }
    return number;
  }

  private grow(needed: number): void {
    const capacity = Math.max(1024, this.capacity * 2, needed);
    const widen = <T extends Uint8Array | Int32Array | Uint32Array>(array: T, make: (n: number) => T): T => {
      const wider = make(capacity);
      wider.set(array);
      return wider;
    };
    this.nameStart = widen(this.nameStart, (n) => new Int32Array(n));
    this.nameLength = widen(this.nameLength, (n) => new Int32Array(n));
    this.otherScript = widen(this.otherScript, (n) => new Uint8Array(n));
    this.seen = new Uint8Array(capacity);
    this.touched = new Int32Array(capacity);
    this.capacity = capacity;
  }
}

/** pg_trgm's CALCSML: count ÷ (len1 + len2 − count), each a float4 as C computes it. */
function similarity(count: number, ulen1: number, ulen2: number): number {
  return Math.fround(count / (ulen1 + ulen2 - count));
}

/** The trigrams of a lower-case ASCII word padded as pg_trgm pads it (two spaces before, one after), in order. */
export function paddedTrigrams(word: string): string[] {
  const padded = `  ${word} `;
  const trigrams: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) trigrams.push(padded.slice(i, i + 3));
  return trigrams;
}

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

function bitCount(mask: number): number {
  let n = mask >>> 0;
  n -= (n >>> 1) & 0x55555555;
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

import { getOrInsert } from "~/lib/get-or-insert";
import type { Steps } from "~/lib/time-slice";

// A compact encoding of many JSON-like values (an index's documents) for the
// search snapshot (decision 0021): every distinct string is stored once and
// every object or array that several values share (a producer, a stand, a
// bottle's image) once, so the decoded documents share them again as the
// loaded ones did. Each value is one 32-bit word, a tag in its low 3 bits and
// its payload above (a string's, shape's or shared object's number, an array's
// length, a small integer); other numbers go to a column of doubles. Decoding
// is a walk over the words: 0.29 s for 100,000 products' documents and index
// against 1.3 s for V8's deserializer on the documents alone, which also
// makes a repeated string anew each time (decision 0021).

const TAG_BITS = 3;
const TAG = { null: 0, false: 1, true: 2, int: 3, number: 4, string: 5, array: 6, object: 7 } as const;
/** The largest payload a word holds. */
const MAX_PAYLOAD = 2 ** (32 - TAG_BITS) - 1;
/** `undefined` (a field that is present without a value) is the null tag with payload 1. */
const UNDEFINED_WORD = (1 << TAG_BITS) | TAG.null;
/** A reference to an object or array seen before: the array tag with the high bit of the payload's room set. */
const REF_FLAG = 2 ** 28;

export interface EncodedValues {
  count: number;
  words: Uint32Array;
  numbers: Float64Array;
  strings: string[];
  /** Each object shape's keys, in order. */
  shapes: string[][];
}

class Growable<T extends Uint32Array | Float64Array> {
  length = 0;
  constructor(public array: T) {}
  push(value: number): void {
    if (this.length === this.array.length) {
      const next = new (this.array.constructor as new (size: number) => T)(this.array.length * 2);
      next.set(this.array);
      this.array = next;
    }
    this.array[this.length++] = value;
  }
  done(): T {
    return this.array.slice(0, this.length) as T;
  }
}

/** Encodes the values in steps (app/lib/time-slice.ts), yielding every 256 values. */
export function* encodeValues(values: readonly unknown[]): Steps<EncodedValues> {
  const words = new Growable(new Uint32Array(1 << 16));
  const numbers = new Growable(new Float64Array(1 << 10));
  const stringIds = new Map<string, number>();
  const strings: string[] = [];
  const shapeIds = new Map<string, number>();
  const shapes: string[][] = [];
  const seen = new Map<object, number>();
  const word = (tag: number, payload: number) => {
    if (payload > MAX_PAYLOAD) throw new RangeError("too many values for one snapshot");
    words.push(payload * (1 << TAG_BITS) + tag);
  };
  const string = (value: string): number => getOrInsert(stringIds, value, () => strings.push(value) - 1);
  const shape = (keys: string[]): number => getOrInsert(shapeIds, keys.join("\u0000"), () => shapes.push(keys) - 1);
  const encode = (value: unknown): void => {
    if (value === null) word(TAG.null, 0);
    else if (value === undefined) words.push(UNDEFINED_WORD);
    else if (typeof value === "boolean") word(value ? TAG.true : TAG.false, 0);
    else if (typeof value === "number") {
      if (Number.isInteger(value) && value >= 0 && value < REF_FLAG) word(TAG.int, value);
      else {
        numbers.push(value);
        word(TAG.number, 0);
      }
    } else if (typeof value === "string") word(TAG.string, string(value));
    else if (typeof value !== "object") throw new TypeError(`a snapshot cannot hold a ${typeof value}`);
    else if (seen.has(value)) word(TAG.array, REF_FLAG + seen.get(value)!);
    else {
      seen.set(value, seen.size);
      if (Array.isArray(value)) {
        word(TAG.array, value.length);
        for (const item of value) encode(item);
      } else {
        const keys = Object.keys(value);
        word(TAG.object, shape(keys));
        for (const key of keys) encode((value as Record<string, unknown>)[key]);
      }
    }
  };
  for (let i = 0; i < values.length; i++) {
    encode(values[i]);
    if ((i & 255) === 255) yield;
  }
  return { count: values.length, words: words.done(), numbers: numbers.done(), strings, shapes };
}

/** Decodes what encodeValues made, in steps, yielding every 256 values. */
export function* decodeValues(encoded: EncodedValues): Steps<unknown[]> {
  const { words, numbers, strings, shapes } = encoded;
  const objects: object[] = [];
  let at = 0;
  let numberAt = 0;
  const decode = (): unknown => {
    if (at >= words.length) throw new RangeError("the snapshot's values end early");
    const w = words[at++];
    const tag = w & ((1 << TAG_BITS) - 1);
    const payload = Math.floor(w / (1 << TAG_BITS));
    switch (tag) {
      case TAG.null:
        return payload === 0 ? null : undefined;
      case TAG.false:
        return false;
      case TAG.true:
        return true;
      case TAG.int:
        return payload;
      case TAG.number:
        return numbers[numberAt++];
      case TAG.string:
        return strings[payload];
      case TAG.array: {
        if (payload >= REF_FLAG) return objects[payload - REF_FLAG];
        const array: unknown[] = new Array(payload);
        objects.push(array);
        for (let i = 0; i < payload; i++) array[i] = decode();
        return array;
      }
      default: {
        const keys = shapes[payload];
        const object: Record<string, unknown> = {};
        objects.push(object);
        for (const key of keys) object[key] = decode();
        return object;
      }
    }
  };
  const out: unknown[] = new Array(encoded.count);
  for (let i = 0; i < encoded.count; i++) {
    out[i] = decode();
    if ((i & 255) === 255) yield;
  }
  if (at !== words.length) throw new RangeError("the snapshot's values do not end where they should");
  return out;
}

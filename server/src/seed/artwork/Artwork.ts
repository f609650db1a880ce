import type { CollectionItemAttribute } from '../../db/schema';
import type { SeededRandom } from '../seededRandom';

/** One generated piece: the bytes to inscribe and the traits the collection page filters by. */
export interface Artwork {
  readonly contentType: string;
  readonly body: Uint8Array;
  readonly attributes: CollectionItemAttribute[];
}

/** Makes piece number `number` of a collection, drawing every choice from `random`. */
export type ArtworkGenerator = (random: SeededRandom, number: number) => Artwork;

/** A trait with its values and their weights: the rare values are the ones with small weights. */
export type TraitTable = ReadonlyArray<readonly [string, number]>;

export const palettes: Readonly<Record<string, readonly string[]>> = {
  Sunset: ['#ff6b35', '#f7c59f', '#efefd0', '#004e89', '#1a659e'],
  Mint: ['#0b3d2e', '#1f7a5a', '#5fd3a5', '#c9f2e0', '#f5fff9'],
  Neon: ['#0d0221', '#ff2a6d', '#05d9e8', '#d1f7ff', '#f9c80e'],
  Mono: ['#111111', '#444444', '#888888', '#cccccc', '#f4f4f4'],
  Bitcoin: ['#1b1b1b', '#f7931a', '#ffd28a', '#4d4d4d', '#fafafa'],
  Ocean: ['#03045e', '#0077b6', '#00b4d8', '#90e0ef', '#caf0f8'],
  Royal: ['#240046', '#5a189a', '#9d4edd', '#e0aaff', '#ffd60a'],
};

export const paletteTraits: TraitTable = [
  ['Sunset', 22],
  ['Mint', 20],
  ['Ocean', 20],
  ['Mono', 15],
  ['Neon', 12],
  ['Royal', 8],
  ['Bitcoin', 3],
];

export function paletteColours(name: string): readonly string[] {
  return palettes[name] ?? ['#000000', '#333333', '#777777', '#bbbbbb', '#ffffff'];
}

export function colourAt(colours: readonly string[], index: number): string {
  return colours[index % colours.length] ?? '#000000';
}

export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

import type { ArtworkGenerator } from './artwork/Artwork';
import { htmlArtwork } from './artwork/htmlArtwork';
import { pngArtwork } from './artwork/pngArtwork';
import { svgArtwork } from './artwork/svgArtwork';
import { asciiArtwork, haikuArtwork } from './artwork/textArtwork';

/** A collection of the seeded market: what the page shows and how its pieces are made and priced. */
export interface SeedCollection {
  /** The slug of /collections/{id}. */
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /**
   * Every piece the collection will ever have: the one figure its page and its launchpad mint both show. All are
   * inscribed at launch at 'full' scale unless a launchpad mint adds the rest; 'small' inscribes a few of each.
   */
  readonly supply: number;
  /** The launchpad mint that adds to the collection after its launch, if it has one. */
  readonly launchpad?: SeedLaunchpad;
  readonly royaltyBps: number;
  /** Where the first sales happen, in sats; later sales drift from it by `trend` per week. */
  readonly floorSats: bigint;
  /** Weekly price drift: 0.15 means the floor climbs about 15% a week. */
  readonly trend: number;
  readonly itemName: string;
  readonly make: ArtworkGenerator;
}

/** How a collection's launchpad mint adds the pieces its launch did not inscribe. */
export interface SeedLaunchpad {
  /**
   * 'prepared': the creator prepared the rest of the supply, minted in order after the inscribed pieces.
   * 'combining': each minter stacks a choice of the collection's first pieces; the combination joins the collection.
   */
  readonly kind: 'prepared' | 'combining';
  /** Pieces inscribed at launch at 'full' scale; the mint adds the rest of the supply. */
  readonly inscribedAtLaunch: number;
}

const shapes = [
  ['Square', 30],
  ['Circle', 30],
  ['Triangle', 20],
  ['Ring', 12],
  ['Diamond', 8],
] as const;
const patterns = [
  ['Scatter', 50],
  ['Grid', 35],
  ['Spiral', 15],
] as const;
const backgrounds = [
  ['Paper', 50],
  ['Dark', 35],
  ['Tinted', 15],
] as const;
const species = [
  ['Human', 30],
  ['Ape', 22],
  ['Cat', 18],
  ['Frog', 12],
  ['Zombie', 9],
  ['Robot', 6],
  ['Alien', 2],
  ['Ghost', 1],
] as const;
const eyes = [
  ['Plain', 60],
  ['Visor', 28],
  ['Laser', 12],
] as const;
const headwear = [
  ['None', 40],
  ['Cap', 25],
  ['Beanie', 20],
  ['Crown', 10],
  ['Halo', 5],
] as const;
const pixelBackgrounds = [
  ['Blue', 30],
  ['Grey', 25],
  ['Purple', 20],
  ['Orange', 15],
  ['Black', 7],
  ['Gold', 3],
] as const;
const motions = [
  ['Orbit', 30],
  ['Drift', 25],
  ['Wave', 20],
  ['Rain', 15],
  ['Pulse', 10],
] as const;
const densities = [
  ['Sparse', 30],
  ['Balanced', 50],
  ['Dense', 20],
] as const;

/** The twelve collections, in the order they were "launched" (inscribed) in the market's history. */
export const seedCollections: readonly SeedCollection[] = [
  {
    id: 'bitcoin-blocks',
    name: 'Bitcoin Blocks',
    description: 'Generative geometry in grids, spirals and scatters. The blue chip of the devnet.',
    supply: 300,
    royaltyBps: 250,
    floorSats: 2_400_000n,
    trend: 0.12,
    itemName: 'Block',
    make: svgArtwork({ shapes, patterns, backgrounds }),
  },
  {
    id: 'sat-punks',
    name: 'Sat Punks',
    description: '24×24 pixel characters living on a single sat each. Rare aliens and ghosts.',
    supply: 260,
    royaltyBps: 500,
    floorSats: 1_800_000n,
    trend: 0.2,
    itemName: 'Punk',
    make: pngArtwork({ species, eyes, headwear, backgrounds: pixelBackgrounds }),
  },
  {
    id: 'mempool-motion',
    name: 'Mempool Motion',
    description: 'Self-contained canvas pieces: particles orbiting, drifting and raining like transactions.',
    supply: 180,
    royaltyBps: 300,
    floorSats: 900_000n,
    trend: -0.08,
    itemName: 'Motion',
    make: htmlArtwork({ motions, densities }),
  },
  {
    id: 'block-haiku',
    name: 'Block Haiku',
    description: 'Seventeen syllables per sat: haiku about fees, floors and waiting for confirmation.',
    supply: 150,
    royaltyBps: 0,
    floorSats: 120_000n,
    trend: 0.05,
    itemName: 'Haiku',
    make: haikuArtwork,
  },
  {
    id: 'ordinal-circles',
    name: 'Ordinal Circles',
    description: 'Rings and circles only, in seven palettes. Quiet and round.',
    supply: 1200,
    launchpad: { kind: 'combining', inscribedAtLaunch: 200 },
    royaltyBps: 200,
    floorSats: 450_000n,
    trend: -0.12,
    itemName: 'Circle',
    make: svgArtwork({
      shapes: [
        ['Circle', 60],
        ['Ring', 40],
      ],
      patterns,
      backgrounds,
    }),
  },
  {
    id: 'taproot-frogs',
    name: 'Taproot Frogs',
    description: 'Frogs, mostly. Some wear crowns. One in a hundred has a halo.',
    supply: 220,
    royaltyBps: 400,
    floorSats: 650_000n,
    trend: 0.3,
    itemName: 'Frog',
    make: pngArtwork({
      species: [
        ['Frog', 85],
        ['Ghost', 10],
        ['Alien', 5],
      ],
      eyes,
      headwear,
      backgrounds: pixelBackgrounds,
    }),
  },
  {
    id: 'ascii-horizons',
    name: 'Ascii Horizons',
    description: 'Skylines typed in one glyph under moons, stars and comets.',
    supply: 140,
    royaltyBps: 0,
    floorSats: 80_000n,
    trend: 0,
    itemName: 'Horizon',
    make: asciiArtwork,
  },
  {
    id: 'hashrate-waves',
    name: 'Hashrate Waves',
    description: 'Waves and pulses of light, dense as a full block.',
    supply: 160,
    royaltyBps: 250,
    floorSats: 300_000n,
    trend: 0.08,
    itemName: 'Wave',
    make: htmlArtwork({
      motions: [
        ['Wave', 50],
        ['Pulse', 35],
        ['Orbit', 15],
      ],
      densities,
    }),
  },
  {
    id: 'pixel-robots',
    name: 'Pixel Robots',
    description: 'Robots and zombies from the early days of the devnet.',
    supply: 120,
    royaltyBps: 350,
    floorSats: 1_100_000n,
    trend: -0.05,
    itemName: 'Robot',
    make: pngArtwork({
      species: [
        ['Robot', 70],
        ['Zombie', 25],
        ['Alien', 5],
      ],
      eyes,
      headwear,
      backgrounds: pixelBackgrounds,
    }),
  },
  {
    id: 'satoshi-shapes',
    name: 'Satoshi Shapes',
    description: 'Triangles and diamonds on dark backgrounds, inscribed for the launchpad.',
    supply: 500,
    launchpad: { kind: 'prepared', inscribedAtLaunch: 110 },
    royaltyBps: 300,
    floorSats: 250_000n,
    trend: 0.18,
    itemName: 'Shape',
    make: svgArtwork({
      shapes: [
        ['Triangle', 55],
        ['Diamond', 45],
      ],
      patterns,
      backgrounds: [
        ['Dark', 80],
        ['Tinted', 20],
      ],
    }),
  },
  {
    id: 'rune-rain',
    name: 'Rune Rain',
    description: 'Sparse rain of coloured drops; the whitelist favourite.',
    supply: 300,
    launchpad: { kind: 'prepared', inscribedAtLaunch: 90 },
    royaltyBps: 200,
    floorSats: 200_000n,
    trend: -0.15,
    itemName: 'Drop',
    make: htmlArtwork({
      motions: [
        ['Rain', 70],
        ['Drift', 30],
      ],
      densities,
    }),
  },
  {
    id: 'genesis-verses',
    name: 'Genesis Verses',
    description: 'Haiku framed in stars and boxes, the first poems of the market.',
    supply: 100,
    royaltyBps: 100,
    floorSats: 60_000n,
    trend: 0.1,
    itemName: 'Verse',
    make: haikuArtwork,
  },
];

/** Items inscribed per collection at each scale. */
export function itemCount(collection: SeedCollection, scale: 'full' | 'small'): number {
  if (scale === 'small') return 8;
  return collection.launchpad?.inscribedAtLaunch ?? collection.supply;
}

/** A launchpad mint's figures as its row holds them: how many it hands out, and how many of those are minted. */
export interface LaunchpadMintFigures {
  readonly supply: number;
  readonly mintedNum: number;
}

/**
 * A collection's launchpad mint figures at a seed scale, derived from the collection's so the mint banner and the
 * collection page never disagree: what is inscribed plus what the mint still hands out is the collection's supply.
 * A prepared mint hands out the collection itself (the pieces inscribed at launch count as minted); a combining
 * mint only adds its combinations.
 */
export function launchpadMintFigures(collection: SeedCollection, scale: 'full' | 'small'): LaunchpadMintFigures {
  const inscribed = itemCount(collection, scale);
  return collection.launchpad?.kind === 'combining'
    ? { supply: collection.supply - inscribed, mintedNum: 0 }
    : { supply: collection.supply, mintedNum: inscribed };
}

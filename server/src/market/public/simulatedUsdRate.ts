/**
 * The devnet's USD per BTC: a pure function of time, so every instance and every test sees the same price at
 * the same moment, and the price visibly moves. A base price, a slow upward drift, and sine waves of a week,
 * a day, an hour and five minutes; the smallest it can be is far above zero (and it is clamped anyway).
 */
const base = 60_000;
const driftPerYear = 2_000;
const epochMs = Date.UTC(2024, 0, 1);
const yearMs = 365 * 86_400_000;
const waves = [
  { amplitude: 3_000, periodMs: 7 * 86_400_000, phase: 0 },
  { amplitude: 800, periodMs: 86_400_000, phase: 1 },
  { amplitude: 150, periodMs: 3_600_000, phase: 2 },
  { amplitude: 40, periodMs: 300_000, phase: 3 },
] as const;
const lowest = 1_000;

/** USD per BTC at `atMs` (unix milliseconds), rounded to cents. */
export function simulatedUsdPerBtc(atMs: number): number {
  const drift = (driftPerYear * (atMs - epochMs)) / yearMs;
  const swing = waves.reduce(
    (sum, wave) => sum + wave.amplitude * Math.sin((2 * Math.PI * atMs) / wave.periodMs + wave.phase),
    0,
  );
  return Math.round(Math.max(lowest, base + drift + swing) * 100) / 100;
}

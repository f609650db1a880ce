/**
 * The hosts of one service in order of preference. A host that just failed cools down for a while, so
 * requests go to the next host instead of timing out against a dead one again and again; once its
 * cool-down ends it is preferred again.
 */
export class HostRotation {
  readonly #hosts: readonly string[];
  readonly #preferred: string;
  readonly #coolingUntil = new Map<string, number>();
  readonly #pausedUntil = new Map<string, number>();

  constructor(hosts: readonly string[]) {
    const [preferred] = hosts;
    if (preferred === undefined) throw new Error('HostRotation needs at least one host.');
    this.#hosts = hosts;
    this.#preferred = preferred;
  }

  get hosts(): readonly string[] {
    return this.#hosts;
  }

  /** The first host not cooling down; when all are, the one whose cool-down ends first. */
  pick(now: number): string {
    let soonest: { host: string; until: number } | undefined;
    for (const host of this.#hosts) {
      const until = this.#coolingUntil.get(host) ?? 0;
      if (until <= now) return host;
      if (soonest === undefined || until < soonest.until) soonest = { host, until };
    }
    return soonest?.host ?? this.#preferred;
  }

  hasAvailable(now: number): boolean {
    return this.#hosts.some((host) => (this.#coolingUntil.get(host) ?? 0) <= now);
  }

  coolDown(host: string, until: number): void {
    this.#coolingUntil.set(host, Math.max(until, this.#coolingUntil.get(host) ?? 0));
  }

  /** The host said to slow down (429): no request goes to it before `until`, whoever sends it. */
  pause(host: string, until: number): void {
    this.#pausedUntil.set(host, Math.max(until, this.#pausedUntil.get(host) ?? 0));
  }

  /** How long a request must wait before it may go to `host` (0: now). */
  waitFor(host: string, now: number): number {
    return Math.max(0, (this.#pausedUntil.get(host) ?? 0) - now);
  }

  recover(host: string): void {
    this.#coolingUntil.delete(host);
  }
}

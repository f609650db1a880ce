import { describe, expect, it } from 'vitest';
import { clientSeedProblem } from './clientSeed';

describe('clientSeedProblem', () => {
  it('accepts 1 to 64 printable characters', () => {
    expect(clientSeedProblem('a')).toBeNull();
    expect(clientSeedProblem('lucky 7 ~!@#$%^&*()')).toBeNull();
    expect(clientSeedProblem('x'.repeat(64))).toBeNull();
  });

  it('asks for a seed when there is none', () => {
    expect(clientSeedProblem('')).toBe('empty');
  });

  it('refuses a colon, control or non-ASCII characters, and more than 64 characters', () => {
    expect(clientSeedProblem('seed:1')).toBe('invalid');
    expect(clientSeedProblem('tab\there')).toBe('invalid');
    expect(clientSeedProblem('种子')).toBe('invalid');
    expect(clientSeedProblem('x'.repeat(65))).toBe('invalid');
  });
});

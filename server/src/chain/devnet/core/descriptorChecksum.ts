/**
 * BIP 380's descriptor checksum (DescriptorChecksum in Bitcoin Core's src/script/descriptor.cpp): a BCH code over
 * each character's position in the input charset, 8 characters of the bech32 alphabet appended after '#'.
 */
const inputCharset =
  '0123456789()[],\'/*abcdefgh@:$%{}IJKLMNOPQRSTUVWXYZ&+-.;<=>?!^_|~ijklmnopqrstuvwxyzABCDEFGH`#"\\ ';
const checksumCharset = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const generators = [0xf5dee51989n, 0xa9fdca3312n, 0x1bab10e32dn, 0x3706b1677an, 0x644d626ffdn];

function polyMod(checksum: bigint, value: number): bigint {
  const top = checksum >> 35n;
  let next = ((checksum & 0x7ffffffffn) << 5n) ^ BigInt(value);
  generators.forEach((generator, bit) => {
    if (((top >> BigInt(bit)) & 1n) !== 0n) next ^= generator;
  });
  return next;
}

/** The 8-character checksum of a descriptor; undefined when it holds a character outside the charset, as in Core. */
export function descriptorChecksum(descriptor: string): string | undefined {
  let checksum = 1n;
  let groups = 0;
  let groupCount = 0;
  for (const character of descriptor) {
    const position = inputCharset.indexOf(character);
    if (position === -1) return undefined;
    checksum = polyMod(checksum, position & 31);
    groups = groups * 3 + (position >> 5);
    groupCount += 1;
    if (groupCount === 3) {
      checksum = polyMod(checksum, groups);
      groups = 0;
      groupCount = 0;
    }
  }
  if (groupCount > 0) checksum = polyMod(checksum, groups);
  for (let index = 0; index < 8; index += 1) checksum = polyMod(checksum, 0);
  checksum ^= 1n;
  return Array.from({ length: 8 }, (_, index) =>
    checksumCharset.charAt(Number((checksum >> BigInt(5 * (7 - index))) & 31n)),
  ).join('');
}

/** A descriptor with its checksum, as Descriptor::ToString writes it. */
export function withChecksum(descriptor: string): string {
  return `${descriptor}#${descriptorChecksum(descriptor) ?? ''}`;
}

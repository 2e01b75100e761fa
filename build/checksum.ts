import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The EIP-55 form of an EVM address: each hex letter upper-case where the
 * matching nibble of keccak-256 of the lower-case address is 8 or more. One
 * wrong digit changes the hash, so a typo shows up as a wrong mix of cases.
 */
export function checksumAddress(address: string): string {
  const lower = address.slice(2).toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  let out = '0x';
  for (let i = 0; i < lower.length; i++) out += parseInt(hash[i]!, 16) >= 8 ? lower[i]!.toUpperCase() : lower[i]!;
  return out;
}

/**
 * Fails unless `address` is empty (not launched) or written in its EIP-55
 * checksum form: an all-lower or all-upper address carries no check, and a
 * mistyped one would ship to buyers.
 */
export function assertChecksummed(address: string): void {
  if (address === '') return;
  const expected = checksumAddress(address);
  if (address !== expected) {
    throw new Error(
      `VITE_CONTRACT_ADDRESS "${address}" is not in its EIP-55 checksum form. ` +
        `If the digits are right it is written ${expected}; copy the address from the block explorer rather than typing it.`,
    );
  }
}

/** Integer in [min, max], both inclusive. `rand` is injectable for tests. */
export function randomInt(min: number, max: number, rand: () => number = Math.random): number {
  return min + Math.floor(rand() * (max - min + 1));
}

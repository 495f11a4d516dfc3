/** A seeded PRNG: numbers in [0, 1), the same sequence for the same seed. */
export declare function seeded(seed: number): () => number;

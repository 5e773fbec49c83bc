/** Types of scripts/bench/photos.mjs for the TypeScript tests that use it (tests/server/bench-photos.test.ts). */
export declare const PHOTO: { width: number; height: number }
export declare const BANNER: { width: number; height: number }
export declare function orientationOf(index: number): number | undefined
export declare function benchPhoto(
  index: number,
  opts?: { width?: number; height?: number; orientation?: number }
): Promise<Buffer>

export declare const BAKED_ENV_KEYS: readonly string[];
export declare function bakedEnvSnapshot(env: Record<string, string | undefined>): Record<string, string>;
export declare function changedBakedKeys(
  builtWith: Record<string, string>,
  runningWith: Record<string, string>,
): string[];

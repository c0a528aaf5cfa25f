/** Where `npm run build:server` writes the compiled server (dist/api). */
export const SERVER_OUT_DIR: string;
/** Compiles the server into dist/api, or into outDir (inside the checkout). */
export function buildServer(options?: { outDir?: string }): Promise<{ files: number; ms: number }>;

import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { COMPRESSIBLE_ASSET } from "../server/asset-store";

// Part of `npm run build`: every text asset of the client build gets a
// brotli (quality 11) and a gzip (level 9) copy beside it, made once here
// instead of on every request; the server loads them at start
// (server/asset-store.ts). Asset names carry a content hash, so each
// copy is made for one content and never goes stale.

const assetsDir = path.resolve(process.env.BUILD_DIR ?? "build", "client/assets");
let files = 0;
let before = 0;
let after = 0;
for (const name of readdirSync(assetsDir)) {
  if (!COMPRESSIBLE_ASSET.test(name)) continue;
  const file = path.join(assetsDir, name);
  const body = readFileSync(file);
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  files++;
  before += body.length;
  after += br.length;
}
console.log(`compressed ${files} assets: ${(before / 1024).toFixed(0)} KB, ${(after / 1024).toFixed(0)} KB as brotli`);

import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Middleware } from 'koa';
import { AppError } from '../errors';
import type { AppState } from './state';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** packages/web/dist, relative to this package (src/ or dist/ alike). */
export function defaultWebDir(): string {
  // Sources sit in src/middleware/, the build is bundled into dist/.
  const relative = import.meta.url.includes('/src/middleware/') ? '../../../web/dist' : '../../web/dist';
  return fileURLToPath(new URL(relative, import.meta.url));
}

async function fileAt(path: string): Promise<{ path: string; size: number } | undefined> {
  const info = await stat(path).catch(() => undefined);
  return info?.isFile() ? { path, size: info.size } : undefined;
}

/** The request path decoded; a malformed escape (`/%E0%A4%A`) is the client's error. */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    throw new AppError('bad_request', 'The address holds a malformed percent-escape.');
  }
}

/**
 * Serves the built web app: files as they are (hashed /assets/* cached for a year), any other
 * GET outside /api, /auth/v1 and /dev falls back to index.html (client-side routes).
 */
export function webApp(webDir: string): Middleware<AppState> {
  const root = resolve(webDir);
  return async (ctx, next) => {
    await next();
    if (ctx.body !== undefined || ctx.status !== 404) return;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    // /auth itself is the web app's sign-in page; only /auth/v1 belongs to the auth service.
    if (/^\/(api|dev|auth\/v1)(\/|$)/.test(ctx.path)) return;
    const wanted = normalize(join(root, decodedPath(ctx.path)));
    if (wanted !== root && !wanted.startsWith(root + sep)) return;
    let file = await fileAt(wanted);
    const hashed = file !== undefined && ctx.path.startsWith('/assets/');
    if (!file) {
      if (extname(ctx.path) !== '') return;
      file = await fileAt(join(root, 'index.html'));
      if (!file) return;
    }
    ctx.type = TYPES[extname(file.path)] ?? 'application/octet-stream';
    ctx.length = file.size;
    ctx.set('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    ctx.body = createReadStream(file.path);
  };
}

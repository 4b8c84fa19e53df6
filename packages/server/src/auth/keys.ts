import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { type CryptoKey, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';

/** The embedded auth's ES256 signing key and its public JWK (served at /.well-known/jwks.json). */
export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

const FILE = 'auth-signing-key.json';

/**
 * Loads the signing key from the data folder, generating it on first start. With
 * 'memory://' the key lives in memory only (tests).
 */
export async function loadSigningKey(dataDir: string): Promise<SigningKey> {
  const path = dataDir === 'memory://' ? undefined : join(resolve(dataDir), FILE);
  if (path) {
    const stored = await readFile(path, 'utf8').catch(() => undefined);
    if (stored) return fromPrivateJwk(JSON.parse(stored) as JWK);
  }
  const pair = await generateKeyPair('ES256', { extractable: true });
  const privateJwk = await exportJWK(pair.privateKey);
  privateJwk.kid = crypto.randomUUID();
  privateJwk.alg = 'ES256';
  if (path) {
    await mkdir(resolve(dataDir), { recursive: true });
    await writeFile(path, JSON.stringify(privateJwk), { mode: 0o600 });
    await chmod(path, 0o600);
  }
  return fromPrivateJwk(privateJwk);
}

async function fromPrivateJwk(privateJwk: JWK): Promise<SigningKey> {
  const { d: _d, ...publicJwk } = privateJwk;
  const kid = privateJwk.kid ?? 'staffplan';
  const fullPublic: JWK = { ...publicJwk, kid, alg: 'ES256', use: 'sig' };
  const privateKey = (await importJWK(privateJwk, 'ES256')) as CryptoKey;
  const publicKey = (await importJWK(fullPublic, 'ES256')) as CryptoKey;
  return { kid, privateKey, publicKey, publicJwk: fullPublic };
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { mfeManifestSchema, type RemoteEntry } from '@app/contracts/manifest';
import { REMOTES } from './remotes';
import { z } from 'zod';
import { parseJson, readJson } from '../../lib/json-text';

interface ManifestSources {
  appsDir: string;
  manifestJson?: string;
  manifestFile?: string;
}

const buildInfoSchema = z.object({ version: z.string(), sdkVersion: z.string() });

function readBuildInfo(appsDir: string, dir: string): { version: string; sdkVersion: string } {
  const file = path.join(appsDir, dir, 'dist', 'build-info.json');
  if (!existsSync(file)) return { version: 'unbuilt', sdkVersion: 'unbuilt' };
  const info = readJson(readFileSync(file, 'utf8'), buildInfoSchema, null);
  return info ? { version: info.version, sdkVersion: info.sdkVersion } : { version: 'unreadable', sdkVersion: 'unreadable' };
}

/**
 * Where each remote lives, read at request time so a redeployed remote (new version, new host)
 * is picked up without rebuilding the shell or restarting the API. Configured entries
 * (MFE_MANIFEST or MFE_MANIFEST_FILE) replace the defaults of the same name.
 */
export function buildManifest(src: ManifestSources, isAdmin: boolean): { remotes: RemoteEntry[] } {
  const byName = new Map<string, RemoteEntry>();
  for (const r of REMOTES) {
    byName.set(r.name, { name: r.name, entry: `${r.mountPath}/remoteEntry.js`, ...readBuildInfo(src.appsDir, r.dir) });
  }
  const raw = src.manifestJson ?? (src.manifestFile ? readFileSync(src.manifestFile, 'utf8') : undefined);
  if (raw) for (const entry of mfeManifestSchema.parse(parseJson(raw)).remotes) byName.set(entry.name, entry);
  // Admin code is listed only for admins.
  const adminNames = new Set(REMOTES.filter((r) => r.adminOnly).map((r) => r.name));
  return { remotes: [...byName.values()].filter((r) => isAdmin || !adminNames.has(r.name)) };
}

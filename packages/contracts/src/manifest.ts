import * as z from '@app/contracts/zod';

export const remoteNameSchema = z.enum(['mfe_chat', 'mfe_voice_calls', 'mfe_coaching_progress', 'mfe_quiz', 'mfe_admin']);
export type RemoteName = z.infer<typeof remoteNameSchema>;

export const remoteEntrySchema = z.object({
  name: remoteNameSchema,
  /** URL of the remote's remoteEntry.js, absolute or relative to the page. */
  entry: z.string().min(1),
  version: z.string(),
  sdkVersion: z.string(),
});
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;

export const mfeManifestSchema = z.object({ remotes: z.array(remoteEntrySchema) });
export type MfeManifest = z.infer<typeof mfeManifestSchema>;

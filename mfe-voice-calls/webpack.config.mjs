import { fileURLToPath } from 'node:url';
import { createConfig } from '@app/config/webpack';

export default createConfig({
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  kind: 'remote',
  name: 'mfe_voice_calls',
  port: 3002,
  exposes: { './App': './src/app.tsx' },
});

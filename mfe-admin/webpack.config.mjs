import { fileURLToPath } from 'node:url';
import { createConfig } from '@app/config/webpack';

export default createConfig({
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  kind: 'remote',
  name: 'mfe_admin',
  port: 3005,
  exposes: { './App': './src/app.tsx' },
});

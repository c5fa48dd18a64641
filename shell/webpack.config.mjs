import { fileURLToPath } from 'node:url';
import { createConfig } from '@app/config/webpack';

const API = process.env.API_URL ?? 'http://localhost:3000';

export default createConfig({
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  kind: 'host',
  name: 'shell',
  port: 8080,
  html: 'public/index.html',
  devProxy: [{ context: ['/api', '/mfe-manifest.json', '/ws-call-insights'], target: API, ws: true }],
});

import { ConfigError, loadConfig } from './lib/config';
import { startApi } from './app/start-api';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const { app, url, accounts } = await startApi(config);
  if (accounts) printWelcome(url, accounts);
  else console.log(`\n  Estate Coach is running at ${url}\n`);
  // SIGTERM (an orchestrator, `npm start`'s Ctrl+C): drain, then exit; a second signal exits at once.
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    app.logger.info({ signal }, 'shutting down: draining requests and sockets');
    void app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

function printWelcome(url: string, accounts: { kind: string; email: string; password: string }[]) {
  const lines = accounts.map((a) => `    ${a.kind.padEnd(8)} ${a.email}  /  ${a.password}`);
  console.log(`\n  Estate Coach is running at ${url}\n\n  Demo logins:\n${lines.join('\n')}\n`);
}

void main();

// The yardstick: a bare Express 5 JSON route, in its own process like the API, measured in the same run.
import express from 'express';

const app = express();
app.get('/json', (_req, res) => {
  res.json({ status: 'ok' });
});
const server = app.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
process.on('SIGTERM', () => server.close(() => process.exit(0)));

// A remote is consumed through remoteEntry.js; this entry only lets webpack emit the shared chunks.
import('./app');

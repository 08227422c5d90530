#!/usr/bin/env node
// `npm start`: build the hub and serve it on http://127.0.0.1:4173.
import { spawn, spawnSync } from 'node:child_process';

const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn('npx', ['vite', 'preview', '--strictPort'], { stdio: 'inherit' });
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));

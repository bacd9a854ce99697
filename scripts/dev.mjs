// `npm run dev`: the API with restart on change (tsx watch, port 8081) and the app with hot
// reload (Vite, port 5173, proxying /api and /notification to the API).
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8081';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, STATIC_DIR: '', PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => { if (code) { stop(); process.exitCode = code; } });

import { ensureMockServiceWorker } from './mswWorkerScript.ts';

export default function setup(): void {
  ensureMockServiceWorker();
}

import { isCommonAssetRequest } from 'msw';
import { type SetupWorker, setupWorker } from 'msw/browser';

// Module, story and tool requests of Storybook, Vite and Vitest pass through the worker too.
const toolRequest = /\/@|\/__vitest|\/virtual:|\/node_modules\/|sb-common-assets|iframe\.html|\.stories\./;

let unhandled: string[] = [];

/** Starts MSW so that a request no story handler answers fails, both in the browser and in the story. */
export async function startMockServiceWorker(): Promise<SetupWorker> {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      if (isCommonAssetRequest(request) || toolRequest.test(request.url)) return;
      unhandled.push(`${request.method} ${request.url}`);
      print.error();
    },
  });
  return worker;
}

/** The unhandled requests seen since the last call. */
export function takeUnhandledRequests(): string[] {
  const seen = unhandled;
  unhandled = [];
  return seen;
}

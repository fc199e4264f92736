/**
 * comco-opt in a worker thread, so that a program on which comco never finishes (a pattern
 * loop) is reported as a hang instead of stopping the whole test: the parent kills the worker
 * and starts another for the remaining jobs. Loaded as a test file by `node --test` too, where
 * it does nothing.
 */
import { isMainThread, parentPort } from 'node:worker_threads';
import { runComco } from './parity.js';

export interface ComcoJob { readonly args: readonly string[]; readonly text: string; }
export interface ComcoReply { readonly index: number; readonly code: number; readonly out: string; readonly err: string; }

if (!isMainThread && parentPort) {
  const port = parentPort;
  port.on('message', async (msg: { jobs: readonly ComcoJob[]; from: number }) => {
    for (let i = msg.from; i < msg.jobs.length; i++) {
      const job = msg.jobs[i]!;
      let reply: ComcoReply;
      try {
        const r = await runComco(job.args, job.text);
        reply = { index: i, code: r.code, out: r.out, err: r.err };
      } catch (e) {
        reply = { index: i, code: -1, out: '', err: `comco-opt threw: ${e instanceof Error ? e.stack ?? e.message : String(e)}` };
      }
      port.postMessage(reply);
    }
  });
}

/**
 * Runs comco-opt jobs in a worker thread with a time limit per job (see diff-worker.ts); a job
 * past the limit gets exit code -2 and the worker is replaced.
 */
import { Worker } from 'node:worker_threads';
import type { ComcoJob, ComcoReply } from './diff-worker.js';

export interface JobResult { readonly code: number; readonly out: string; readonly err: string; }

const workerUrl = new URL('./diff-worker.js', import.meta.url);

export function runJobs(jobs: readonly ComcoJob[], limitMs: number): Promise<JobResult[]> {
  const results: JobResult[] = new Array<JobResult>(jobs.length);
  return new Promise((resolve, reject) => {
    if (!jobs.length) { resolve(results); return; }
    const start = (from: number): void => {
      const worker = new Worker(workerUrl);
      let next = from;
      let timer: NodeJS.Timeout;
      const arm = (): void => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          results[next] = { code: -2, out: '', err: `comco-opt did not finish within ${limitMs / 1000} s` };
          void worker.terminate();
          if (next + 1 < jobs.length) start(next + 1); else resolve(results);
        }, limitMs);
      };
      worker.on('message', (r: ComcoReply) => {
        results[r.index] = { code: r.code, out: r.out, err: r.err };
        next = r.index + 1;
        if (next === jobs.length) { clearTimeout(timer); void worker.terminate(); resolve(results); } else arm();
      });
      worker.on('error', (e) => { clearTimeout(timer); reject(e); });
      arm();
      worker.postMessage({ jobs, from });
    };
    start(0);
  });
}

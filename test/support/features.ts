/** Which optional tools this machine has, as lit features. */
import { spawnSync } from 'node:child_process';

export function onPath(cmd: string): boolean {
  const r = spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' });
  return r.status === 0;
}

export function detectFeatures(): Set<string> {
  const f = new Set<string>();
  if (onPath('mlir-opt-22')) f.add('mlir-opt-22');
  if (onPath('FileCheck-22')) f.add('filecheck-22');
  if (onPath('mlir-runner-22')) f.add('mlir-runner-22');
  if (onPath('ptxas')) f.add('ptxas');
  if (process.env['COMCO_TEST_CUDA'] === '1') f.add('cuda');
  return f;
}

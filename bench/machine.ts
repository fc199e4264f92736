/** What machine a benchmark ran on, recorded with every result. */
import * as os from 'node:os';
import { spawnSync } from 'node:child_process';

export interface MachineInfo {
  readonly date: string;
  readonly host: string;
  readonly cpu: string;
  readonly cores: number;
  readonly memGiB: number;
  readonly node: string;
  readonly upstream: string;
}

export function machineInfo(): MachineInfo {
  const v = spawnSync('mlir-opt-22', ['--version'], { encoding: 'utf8' });
  const upstream = /LLVM version ([\w.-]+)/.exec(v.stdout ?? '')?.[1];
  return {
    date: new Date().toISOString(),
    host: os.hostname(),
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    upstream: upstream ? `mlir-opt-22 (LLVM ${upstream})` : 'mlir-opt-22 not found',
  };
}

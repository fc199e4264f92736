/**
 * The HAL's errors. Every failed driver call becomes a CudaError that names the call, the status
 * (cuGetErrorName and cuGetErrorString) and, where one is involved, the kernel; the tools print
 * the message as one line.
 */

export class CudaError extends Error {
  constructor(message: string, readonly call: string, readonly status: number, readonly kernel?: string) {
    super(message);
  }
}

/** An allocation the device could not satisfy; `what` names the buffer. */
export class OutOfMemoryError extends CudaError {}

/** PTX the driver's JIT (or ptxas) refused; `log` is its error log. */
export class JitError extends CudaError {
  constructor(message: string, status: number, readonly log: string, kernel?: string) {
    super(message, 'cuModuleLoadDataEx', status, kernel);
  }
}

/** A launch the device cannot run (threads per block, grid size, shared memory), found before launching. */
export class LaunchConfigError extends Error {
  constructor(message: string, readonly kernel: string) { super(message); }
}

/** No usable CUDA driver or device; the tools suggest --device=cpu. */
export class NoDeviceError extends Error {}

export function formatBytes(n: number): string {
  if (n >= 1 << 30) return `${(n / (1 << 30)).toFixed(2)} GiB`;
  if (n >= 1 << 20) return `${(n / (1 << 20)).toFixed(2)} MiB`;
  if (n >= 1 << 10) return `${(n / (1 << 10)).toFixed(1)} KiB`;
  return `${n} bytes`;
}
